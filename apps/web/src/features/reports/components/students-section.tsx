import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReportPage } from '@roar/contracts';
import type { ReportKind } from '../api/report-keys.ts';
import { CsvExport } from './csv-export.tsx';
import { FiltersBar, type FilterSet } from './filters-bar.tsx';
import { ErrorState, LoadingState } from './load-state.tsx';
import type { ReportContext } from './report-shell.tsx';
import { ReportTable, type ReportTableProps } from './report-table.tsx';
import { TablePagination } from './table-pagination.tsx';
import { CLEARED_FILTERS, hasFilters, type TableState, type UpdateTable } from './table-state.ts';

type TableParts = Pick<ReportTableProps, 'renderTaskHeader' | 'renderTaskCell' | 'rowLink'>;

/**
 * The students part of a report: filters, exports, the table with selection, sort and pages,
 * and its loading, error and empty states. Each report brings its own task cells.
 */
export function StudentsSection({
  kind,
  context,
  state,
  update,
  students,
  filters,
  toolbar,
  footer,
  ...parts
}: TableParts & {
  kind: ReportKind;
  context: ReportContext;
  state: TableState;
  update: UpdateTable;
  students: UseQueryResult<ReportPage>;
  filters: FilterSet;
  /** Controls next to the exports (the score view). */
  toolbar?: ReactNode;
  /** Under the table (legends, notes). */
  footer?: ReactNode;
}) {
  const { params, header, t } = context;
  // Selection outlives page changes, so several pages can be exported together.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (userIds: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of userIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const data = students.data;
  // The school column helps at district level, or wherever students come from several schools.
  const showSchool =
    params.orgType === 'district' || new Set(data?.rows.map((r) => r.schoolName)).size > 1;

  let body: ReactNode;
  if (students.isError && !data) {
    body = (
      <ErrorState
        message={t('errors.studentsFailed')}
        onRetry={() => void students.refetch()}
        t={t}
      />
    );
  } else if (!data) body = <LoadingState label={t('loading.students')} />;
  else if (data.total === 0) {
    body = hasFilters(state) ? (
      <Group gap="sm">
        <Text>{t('table.empty')}</Text>
        <Button variant="subtle" size="compact-sm" onClick={() => update(CLEARED_FILTERS)}>
          {t('filters.clear')}
        </Button>
      </Group>
    ) : (
      <Text>{t('table.none')}</Text>
    );
  } else {
    body = (
      <Stack gap="sm" aria-busy={students.isFetching}>
        <ReportTable
          label={t(`titles.${kind === 'scores' ? 'score' : 'progress'}`)}
          rows={data.rows}
          tasks={header.tasks}
          showSchool={showSchool}
          sort={state.sort}
          order={state.order}
          onSort={(sort) =>
            update({ sort, order: state.sort === sort && state.order === 'asc' ? 'desc' : 'asc' })
          }
          selected={selected}
          onSelect={select}
          t={t}
          {...parts}
        />
        <TablePagination
          total={data.total}
          page={state.page}
          pageSize={state.pageSize}
          rowCount={data.rows.length}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
          t={t}
        />
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="report-students">
      <Stack gap="md">
        <Title order={2} size="h3" id="report-students">
          {t('table.heading')}
        </Title>
        <FiltersBar state={state} update={update} header={header} show={filters} t={t} />
        <CsvExport
          kind={kind}
          params={params}
          state={state}
          selected={[...selected]}
          onClearSelection={() => setSelected(new Set())}
          toolbar={toolbar}
          t={t}
        />
        {body}
        {footer}
      </Stack>
    </Paper>
  );
}
