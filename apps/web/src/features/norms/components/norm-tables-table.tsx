import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { NormTable } from '@roar/contracts';
import { dayOf, tableLabel, taskName } from './labels.ts';

const STATE_COLORS = { draft: 'blue', active: 'green', retired: 'gray' } as const;

/** A district's norm tables with their actions: preview and activate a draft. */
export function NormTablesTable({
  tables,
  onPreview,
  onActivate,
  t,
}: {
  tables: readonly NormTable[];
  onPreview: (table: NormTable) => void;
  onActivate: (table: NormTable) => void;
  t: TFunction;
}) {
  if (tables.length === 0) return <Text>{t('tables.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped>
        <Table.Caption>{t('tables.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('tables.columns.task')}</Table.Th>
            <Table.Th scope="col">{t('tables.columns.label')}</Table.Th>
            <Table.Th scope="col">{t('tables.columns.kind')}</Table.Th>
            <Table.Th scope="col">{t('tables.columns.state')}</Table.Th>
            <Table.Th scope="col">{t('tables.columns.created')}</Table.Th>
            <Table.Th scope="col">{t('tables.columns.activated')}</Table.Th>
            <Table.Th scope="col">{t('tables.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tables.map((table) => {
            const label = tableLabel(t, table);
            return (
              <Table.Tr key={table.id}>
                <Table.Td>{taskName(table.taskId)}</Table.Td>
                <Table.Td>{label}</Table.Td>
                <Table.Td>{t(`tables.kinds.${table.kind}`)}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLORS[table.state]} variant="light">
                    {t(`tables.states.${table.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{dayOf(table.createdAt)}</Table.Td>
                <Table.Td>{dayOf(table.activatedAt)}</Table.Td>
                <Table.Td>
                  {table.state === 'draft' ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onPreview(table)}
                        aria-label={t('tables.previewOf', { label })}
                      >
                        {t('tables.preview')}
                      </Button>
                      <Button
                        size="xs"
                        onClick={() => onActivate(table)}
                        aria-label={t('tables.activateOf', { label })}
                      >
                        {t('tables.activate')}
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
