import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ReportPageSchema,
  type ReportPage,
  type ReportParams,
  type ReportTableQuery,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { reportKeys, type ReportKind } from './report-keys.ts';
import { filterQuery, reportPath, retryTransient } from './report-request.ts';

/** GET .../progress/students or .../scores/students: one page of the report's table. */
export async function getReportStudents(
  kind: ReportKind,
  p: ReportParams,
  query: ReportTableQuery,
  signal?: AbortSignal,
): Promise<ReportPage> {
  const body = await apiClient.get<unknown>(`${reportPath(p)}/${kind}/students`, {
    signal,
    query: {
      ...filterQuery(query),
      page: query.page,
      pageSize: query.pageSize,
      sort: query.sort,
      order: query.order,
    },
  });
  return ReportPageSchema.parse(body);
}

export const reportStudentsQuery = (kind: ReportKind, p: ReportParams, query: ReportTableQuery) =>
  queryOptions({
    queryKey: reportKeys.students(kind, p, query),
    queryFn: ({ signal }) => getReportStudents(kind, p, query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });

/** `enabled: false` while the report shows another panel (its groups view). */
export const useReportStudents = (
  kind: ReportKind,
  p: ReportParams,
  query: ReportTableQuery,
  enabled = true,
) => useQuery({ ...reportStudentsQuery(kind, p, query), enabled });
