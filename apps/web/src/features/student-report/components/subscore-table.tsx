import { Group, Table, Text } from '@mantine/core';
import type { SubscoreTable as SubscoreTableContent } from '../content/types.ts';
import { ProvisionalLabel } from './score-tags.tsx';

/** A two-column table of scores; the heading is the table's caption and visible title. */
export function SubscoreTable({
  table,
  provisionalLabel,
}: {
  table: SubscoreTableContent;
  provisionalLabel: string;
}) {
  if (table.rows.length === 0) return null;
  return (
    <Table withTableBorder striped verticalSpacing={4} captionSide="top" maw={560}>
      <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
        {table.heading}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{table.columns[0]}</Table.Th>
          <Table.Th scope="col">{table.columns[1]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={400}>
              {row.label}
            </Table.Th>
            <Table.Td>
              <Group gap="xs" wrap="wrap">
                <Text span inherit>
                  {row.value}
                </Text>
                {row.provisional && <ProvisionalLabel label={provisionalLabel} />}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
