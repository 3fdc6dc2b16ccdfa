import { queryOptions, useQuery } from '@tanstack/react-query';
import { SurveySummarySchema, type ReportParams, type SurveySummary } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';
import { reportPath, retryTransient } from './report-request.ts';

/** GET .../survey: the survey's answer counts over the report's students (docs/decisions/028). */
export async function getSurveySummary(
  p: ReportParams,
  signal?: AbortSignal,
): Promise<SurveySummary> {
  const body = await apiClient.get<unknown>(`${reportPath(p)}/survey`, { signal });
  return SurveySummarySchema.parse(body);
}

export const surveySummaryQuery = (p: ReportParams) =>
  queryOptions({
    queryKey: reportKeys.survey(p),
    queryFn: ({ signal }) => getSurveySummary(p, signal),
    retry: retryTransient,
  });

export const useSurveySummary = (p: ReportParams) => useQuery(surveySummaryQuery(p));
