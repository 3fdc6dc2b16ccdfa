import { queryOptions, useQuery } from '@tanstack/react-query';
import { StudentSurveySchema, type StudentReportParams, type StudentSurvey } from '@roar/contracts';
import { apiClient, isApiRequestError } from '../../../lib/api-client.ts';
import { studentReportKeys } from './student-report-keys.ts';
import { surveyPath } from './survey-request.ts';

/** GET /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId/survey */
export async function getStudentSurvey(
  params: StudentReportParams,
  signal?: AbortSignal,
): Promise<StudentSurvey> {
  return StudentSurveySchema.parse(await apiClient.get<unknown>(surveyPath(params), { signal }));
}

/** Retry network and server failures only: a 4xx answer will not change on a second try. */
function retryTransient(failures: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export const studentSurveyQuery = (params: StudentReportParams) =>
  queryOptions({
    queryKey: studentReportKeys.survey(params),
    queryFn: ({ signal }) => getStudentSurvey(params, signal),
    retry: retryTransient,
  });

export const useStudentSurvey = (params: StudentReportParams) =>
  useQuery(studentSurveyQuery(params));
