import type { ReactNode } from 'react';
import { Checkbox, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReportRow, ReportSort, ReportTask } from '@roar/contracts';
import { fullNameOf, gradeLabel, taskLabel } from './labels.ts';

const STUDENT_COLUMNS = ['username', 'firstName', 'lastName', 'grade', 'school'] as const;
type StudentColumn = (typeof STUDENT_COLUMNS)[number];

function studentCell(row: ReportRow, column: StudentColumn, t: TFunction): string {
  switch (column) {
    case 'username':
      return row.username ?? '';
    case 'firstName':
      return row.firstName ?? '';
    case 'lastName':
      return row.lastName ?? '';
    case 'grade':
      return gradeLabel(t, row.grade);
    case 'school':
      return row.schoolName ?? '';
  }
}

export interface ReportTableProps {
  /** The table's accessible name (the report's title). */
  label: string;
  rows: readonly ReportRow[];
  tasks: readonly ReportTask[];
  showSchool: boolean;
  sort: ReportSort;
  order: 'asc' | 'desc';
  onSort: (sort: ReportSort) => void;
  selected: ReadonlySet<string>;
  onSelect: (userIds: string[], selected: boolean) => void;
  renderTaskHeader?: (task: ReportTask) => ReactNode;
  renderTaskCell: (task: ReportTask, row: ReportRow) => ReactNode;
  /** A first column with a link per row (the score report's student reports). */
  rowLink?: { header: string; render: (row: ReportRow) => ReactNode };
  t: TFunction;
}

/**
 * One page of a report: student columns that sort on the server, one column per assessment and
 * row selection. Wide tables scroll inside their own focusable region.
 */
export function ReportTable(props: ReportTableProps) {
  const { rows, tasks, sort, order, onSort, selected, onSelect, rowLink, t } = props;
  const columns = STUDENT_COLUMNS.filter((c) => c !== 'school' || props.showSchool);
  const pageIds = rows.map((r) => r.userId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const minWidth = 120 * columns.length + 160 * tasks.length + (rowLink ? 160 : 100);
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      className="report-table-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('table.scrollRegion')}
    >
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={48}>
              <Checkbox
                aria-label={t('table.selectPage')}
                checked={rows.length > 0 && selectedOnPage === rows.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                onChange={(event) => onSelect(pageIds, event.currentTarget.checked)}
              />
            </Table.Th>
            {rowLink ? <Table.Th scope="col">{rowLink.header}</Table.Th> : null}
            {columns.map((column) => {
              const label = t(`table.columns.${column}`);
              const active = column === sort;
              const Icon = active ? (order === 'asc' ? IconArrowUp : IconArrowDown) : IconSelector;
              return (
                <Table.Th
                  key={column}
                  scope="col"
                  aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <UnstyledButton
                    className="report-focusable"
                    onClick={() => onSort(column)}
                    aria-label={t('table.sortBy', { column: label })}
                    fw={600}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {label} <Icon size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            {tasks.map((task) => (
              <Table.Th key={task.taskId} scope="col">
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {taskLabel(task)}
                  </Text>
                  {props.renderTaskHeader?.(task)}
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.userId}>
              <Table.Td>
                <Checkbox
                  aria-label={t('table.selectRow', { name: fullNameOf(row) })}
                  checked={selected.has(row.userId)}
                  onChange={(event) => onSelect([row.userId], event.currentTarget.checked)}
                />
              </Table.Td>
              {rowLink ? <Table.Td>{rowLink.render(row)}</Table.Td> : null}
              {columns.map((column) => (
                <Table.Td key={column}>{studentCell(row, column, t)}</Table.Td>
              ))}
              {tasks.map((task) => (
                <Table.Td key={task.taskId}>{props.renderTaskCell(task, row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
