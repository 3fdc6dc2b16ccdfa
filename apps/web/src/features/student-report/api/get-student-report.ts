import { queryOptions, useQuery } from '@tanstack/react-query';
import { StudentReportSchema, type StudentReport, type StudentReportParams } from '@roar/contracts';
import { apiClient, isApiRequestError } from '../../../lib/api-client.ts';
import { studentReportKeys } from './student-report-keys.ts';

/** `/admin/reports/:administrationId/:orgType/:orgId/students/:userId`, each part encoded. */
export const studentReportPath = (params: StudentReportParams) =>
  `/${[
    'admin',
    'reports',
    params.administrationId,
    params.orgType,
    params.orgId,
    'students',
    params.userId,
  ]
    .map(encodeURIComponent)
    .join('/')}`;

/** GET /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId */
export async function getStudentReport(
  params: StudentReportParams,
  signal?: AbortSignal,
): Promise<StudentReport> {
  const body = await apiClient.get<unknown>(studentReportPath(params), { signal });
  return StudentReportSchema.parse(body);
}

/** Whether the caller may not read this report (403 `forbidden`): the screen leaves. */
export const isForbidden = (error: unknown) =>
  isApiRequestError(error) && (error.status === 403 || error.code === 'forbidden');

/** Retry network and server failures only: a 4xx answer will not change on a second try. */
function retryTransient(failures: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export const studentReportQuery = (params: StudentReportParams) =>
  queryOptions({
    queryKey: studentReportKeys.detail(params),
    queryFn: ({ signal }) => getStudentReport(params, signal),
    retry: retryTransient,
  });

export function useStudentReport(params: StudentReportParams | null) {
  return useQuery({
    ...studentReportQuery(
      params ?? { administrationId: '', orgType: 'class', orgId: '', userId: '' },
    ),
    enabled: params !== null,
  });
}
