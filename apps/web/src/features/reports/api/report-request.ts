import type { ReportFilter, ReportParams } from '@roar/contracts';
import { isApiRequestError, type ApiRequestOptions } from '../../../lib/api-client.ts';

const seg = encodeURIComponent;

/** API path of a report: `/admin/reports/:administrationId/:orgType/:orgId`. */
export function reportPath(p: ReportParams): string {
  return `/admin/reports/${seg(p.administrationId)}/${seg(p.orgType)}/${seg(p.orgId)}`;
}

/** The query string of the shared filters; lists go out as repeated keys (`grade=3&grade=4`). */
export function filterQuery(filter: ReportFilter): NonNullable<ApiRequestOptions['query']> {
  const list = (values: readonly string[] | undefined) => (values?.length ? values : undefined);
  return {
    schoolId: list(filter.schoolId),
    grade: list(filter.grade),
    taskId: filter.taskId || undefined,
    status: list(filter.status),
    supportLevel: list(filter.supportLevel),
    reliability: filter.reliability,
    search: filter.search?.trim() || undefined,
  };
}

/** Whether a failed call means the caller may not read this report (403 `forbidden`). */
export function isForbidden(error: unknown): boolean {
  return isApiRequestError(error) && (error.code === 'forbidden' || error.status === 403);
}

/** Retry transient failures only: a 4xx answer will not change on a second try. */
export function retryTransient(failureCount: number, error: Error): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}
