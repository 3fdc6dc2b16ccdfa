import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { NORMED_SUPPORT_LEVELS, type NormTable } from '@roar/contracts';
import { normTablePreviewQuery } from '../api/norm-tables.ts';
import { tableLabel } from './labels.ts';
import { PreviewState } from './preview-state.tsx';

/**
 * The preview of a table: how many of the district's students would change support level, up and
 * down, and the students per level now and with the table (docs/decisions/051-local-norms.md).
 */
export function SupportLevelPreview({
  table,
  onClose,
  t,
}: {
  table: NormTable;
  onClose: () => void;
  t: TFunction;
}) {
  const preview = useQuery(normTablePreviewQuery(table.id));
  const label = tableLabel(t, table);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="norms-preview">
      <Stack gap="sm">
        <Title order={2} size="h3" id="norms-preview">
          {t('preview.heading')}
        </Title>
        <Text fw={600}>{label}</Text>
        <PreviewState preview={preview} loading={t('preview.loading')} t={t}>
          {(data) => (
            <>
              <Text size="sm">{t('preview.current', { label: tableLabel(t, data.current) })}</Text>
              <Text role="status">{t('preview.summary', data)}</Text>
              {data.uncovered > 0 ? <Text size="sm">{t('preview.uncovered', data)}</Text> : null}
              <Table withTableBorder maw={520}>
                <Table.Caption>{t('preview.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('preview.level')}</Table.Th>
                    <Table.Th scope="col">{t('preview.before')}</Table.Th>
                    <Table.Th scope="col">{t('preview.after')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {NORMED_SUPPORT_LEVELS.map((level) => (
                    <Table.Tr key={level}>
                      <Table.Th scope="row">{t(`preview.levels.${level}`)}</Table.Th>
                      <Table.Td>{data.before[level]}</Table.Td>
                      <Table.Td>{data.after[level]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
        </PreviewState>
        <Group>
          <Button variant="subtle" onClick={onClose}>
            {t('preview.close')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
