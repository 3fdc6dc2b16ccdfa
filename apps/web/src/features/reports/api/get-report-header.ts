import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportHeaderSchema, type ReportHeader, type ReportParams } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';
import { reportPath, retryTransient } from './report-request.ts';

/** GET /api/admin/reports/:administrationId/:orgType/:orgId: what every report heads with. */
export async function getReportHeader(p: ReportParams, signal?: AbortSignal): Promise<ReportHeader> {
  const body = await apiClient.get<unknown>(reportPath(p), { signal });
  return ReportHeaderSchema.parse(body);
}

export const reportHeaderQuery = (p: ReportParams) =>
  queryOptions({
    queryKey: reportKeys.header(p),
    queryFn: ({ signal }) => getReportHeader(p, signal),
    retry: retryTransient,
  });

export function useReportHeader(p: ReportParams) {
  return useQuery(reportHeaderQuery(p));
}
