import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ProgressSummarySchema,
  ScoreSummarySchema,
  type ProgressSummary,
  type ReportFilter,
  type ReportParams,
  type ScoreSummary,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';
import { filterQuery, reportPath, retryTransient } from './report-request.ts';

/** GET .../progress/summary: counts per assessment and over whole assignments. */
export async function getProgressSummary(
  p: ReportParams,
  filter: ReportFilter,
  signal?: AbortSignal,
): Promise<ProgressSummary> {
  const body = await apiClient.get<unknown>(`${reportPath(p)}/progress/summary`, {
    signal,
    query: filterQuery(filter),
  });
  return ProgressSummarySchema.parse(body);
}

/** GET .../scores/summary: support levels per task and score distributions by grade. */
export async function getScoreSummary(
  p: ReportParams,
  filter: ReportFilter,
  signal?: AbortSignal,
): Promise<ScoreSummary> {
  const body = await apiClient.get<unknown>(`${reportPath(p)}/scores/summary`, {
    signal,
    query: filterQuery(filter),
  });
  return ScoreSummarySchema.parse(body);
}

export const progressSummaryQuery = (p: ReportParams, filter: ReportFilter) =>
  queryOptions({
    queryKey: reportKeys.summary('progress', p, filter),
    queryFn: ({ signal }) => getProgressSummary(p, filter, signal),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });

export const scoreSummaryQuery = (p: ReportParams, filter: ReportFilter) =>
  queryOptions({
    queryKey: reportKeys.summary('scores', p, filter),
    queryFn: ({ signal }) => getScoreSummary(p, filter, signal),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });

export const useProgressSummary = (p: ReportParams, filter: ReportFilter) =>
  useQuery(progressSummaryQuery(p, filter));

/** `enabled: false` while the report shows another panel (its groups view). */
export const useScoreSummary = (p: ReportParams, filter: ReportFilter, enabled = true) =>
  useQuery({ ...scoreSummaryQuery(p, filter), enabled });
