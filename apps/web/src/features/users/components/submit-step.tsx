import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OrgLists, RosterRow, RosterRowResult } from '@roar/contracts';
import { registerStudents } from '../api/register-students.ts';
import { downloadCsv, recordsToCsv } from '../roster/csv-file.ts';
import type { RosterFile } from '../roster/mapping.ts';
import { submitInBatches } from '../roster/submit-batches.ts';
import { describeProblems } from './preview-step.tsx';

interface Props {
  file: RosterFile;
  rows: RosterRow[];
  /** Rows the preview found not ready: not sent, but listed and downloadable with the failures. */
  skipped: RosterRowResult[];
  orgs: Omit<OrgLists, 'families'> | undefined;
  onDone: () => void;
  onRestart: () => void;
  t: TFunction;
}

/** Step 4: sends the ready rows in batches with a progress bar, then the result of every row. */
export function SubmitStep({ file, rows, skipped, orgs, onDone, onRestart, t }: Props) {
  const [results, setResults] = useState<RosterRowResult[]>([]);
  const [finished, setFinished] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void submitInBatches(rows, orgs, registerStudents, setResults).then(() => {
      setFinished(true);
      onDone();
    });
  }, [rows, orgs, onDone]);

  const created = results.filter((r) => r.status === 'created').length;
  const all = finished ? [...results, ...skipped].sort((a, b) => a.row - b.row) : results;
  const failed = all.filter((r) => r.status === 'failed');

  function downloadFailed() {
    const problemsOf = new Map(failed.map((r) => [r.row, describeProblems(t, r.errors ?? [])]));
    const records = failed.map((r) => file.records[r.row - 1]!);
    const csv = recordsToCsv(file.headers, records, {
      header: t('register.preview.problems'),
      values: failed.map((r) => problemsOf.get(r.row)!.join('; ')),
    });
    downloadCsv('roar-students-failed.csv', csv);
  }

  return (
    <Stack gap="md">
      <Progress
        value={rows.length === 0 ? 100 : (results.length / rows.length) * 100}
        aria-label={t('register.submit.progress', { done: results.length, total: rows.length })}
        animated={!finished}
      />
      <Text role="status">
        {finished
          ? t('register.submit.summary', { created, failed: failed.length })
          : t('register.submit.progress', { done: results.length, total: rows.length })}
      </Text>
      {finished && (
        <Group>
          {failed.length > 0 && (
            <Button onClick={downloadFailed} variant="light">
              {t('register.submit.download')}
            </Button>
          )}
          <Button variant="subtle" onClick={onRestart}>
            {t('register.submit.again')}
          </Button>
        </Group>
      )}
      {finished && failed.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('register.submit.downloadHint')}
        </Text>
      )}
      {all.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fields.row')}</Table.Th>
                <Table.Th scope="col">{t('register.preview.status')}</Table.Th>
                <Table.Th scope="col">{t('register.preview.problems')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {all.map((result) => (
                <Table.Tr key={result.row} data-testid={`result-row-${result.row}`}>
                  <Table.Td>{result.row}</Table.Td>
                  <Table.Td>
                    <Badge color={result.status === 'created' ? 'green' : 'red'} variant="light">
                      {t(`register.submit.${result.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{describeProblems(t, result.errors ?? []).join('; ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
