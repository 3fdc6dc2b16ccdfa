import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ReportGroupsSchema,
  type ReportGroups,
  type ReportGroupsQuery,
  type ReportParams,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';
import { filterQuery, reportPath, retryTransient } from './report-request.ts';

/** GET .../scores/groups: students by support level and skill to work on, per task. */
export async function getReportGroups(
  p: ReportParams,
  query: ReportGroupsQuery,
  signal?: AbortSignal,
): Promise<ReportGroups> {
  const body = await apiClient.get<unknown>(`${reportPath(p)}/scores/groups`, {
    signal,
    query: filterQuery(query),
  });
  return ReportGroupsSchema.parse(body);
}

export const reportGroupsQuery = (p: ReportParams, query: ReportGroupsQuery) =>
  queryOptions({
    queryKey: reportKeys.groups(p, query),
    queryFn: ({ signal }) => getReportGroups(p, query, signal),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });

export const useReportGroups = (p: ReportParams, query: ReportGroupsQuery) =>
  useQuery(reportGroupsQuery(p, query));
