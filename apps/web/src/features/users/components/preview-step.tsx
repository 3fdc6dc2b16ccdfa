import { useState } from 'react';
import { Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { RosterFieldError, RosterRow } from '@roar/contracts';
import { problemText } from './labels.ts';

/** Rows drawn at once; the counts cover the whole file. */
const SHOWN_ROWS = 200;

interface Props {
  loginField: 'username' | 'email';
  rows: RosterRow[];
  problems: RosterFieldError[][];
  t: TFunction;
}

/** A row's problems as one line per field. */
export function describeProblems(t: TFunction, problems: readonly RosterFieldError[]): string[] {
  return problems.map((p) => `${t(`fields.${p.field}`)}: ${problemText(t, p.code)}`);
}

/** Step 3: each row with its problems, found by the same rules the server applies. */
export function PreviewStep({ loginField, rows, problems, t }: Props) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const ready = problems.filter((p) => p.length === 0).length;
  const indexes = rows
    .map((_, i) => i)
    .filter((i) => !onlyProblems || problems[i]!.length > 0)
    .slice(0, SHOWN_ROWS);
  return (
    <Stack gap="sm">
      <Text fw={600} role="status">
        {t('register.preview.ready', { ready, total: rows.length })}
      </Text>
      <Checkbox
        label={t('register.preview.onlyProblems')}
        checked={onlyProblems}
        onChange={(event) => setOnlyProblems(event.currentTarget.checked)}
      />
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fields.row')}</Table.Th>
              <Table.Th scope="col">{t(`fields.${loginField}`)}</Table.Th>
              <Table.Th scope="col">{t('fields.firstName')}</Table.Th>
              <Table.Th scope="col">{t('fields.lastName')}</Table.Th>
              <Table.Th scope="col">{t('register.preview.status')}</Table.Th>
              <Table.Th scope="col">{t('register.preview.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {indexes.map((i) => {
              const row = rows[i]!;
              const rowProblems = problems[i]!;
              return (
                <Table.Tr key={row.row} data-testid={`preview-row-${row.row}`}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{row[loginField]}</Table.Td>
                  <Table.Td>{row.firstName}</Table.Td>
                  <Table.Td>{row.lastName}</Table.Td>
                  <Table.Td>
                    <Badge color={rowProblems.length === 0 ? 'green' : 'red'} variant="light">
                      {t(
                        rowProblems.length === 0
                          ? 'register.preview.readyBadge'
                          : 'register.preview.notReady',
                      )}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {rowProblems.length > 0 && (
                      <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
                        {describeProblems(t, rowProblems).map((text) => (
                          <li key={text}>{text}</li>
                        ))}
                      </ul>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > SHOWN_ROWS && !onlyProblems && (
        <Text size="sm" c="dimmed">
          {t('register.preview.more', { shown: SHOWN_ROWS })}
        </Text>
      )}
    </Stack>
  );
}
