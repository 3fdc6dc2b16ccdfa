import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentReportParams, StudentSurvey } from '@roar/contracts';
import { studentReportKeys } from './student-report-keys.ts';

// The survey part of a student's report (docs/decisions/028-survey.md): what the child and the
// adults answered, the caller's own adult form, and a parent's opt-out.

/** API path `/admin/reports/:administrationId/:orgType/:orgId/students/:userId/survey`. */
export function surveyPath(params: StudentReportParams): string {
  const segments = [
    'admin',
    'reports',
    params.administrationId,
    params.orgType,
    params.orgId,
    'students',
    params.userId,
    'survey',
  ];
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/**
 * A change of the survey: the server answers the survey as it now is, which replaces the cached
 * one. `refreshReport` also reloads the report itself (an opt-out changes the child's assessment).
 */
export function useSurveyMutation<T>(
  params: StudentReportParams,
  change: (params: StudentReportParams, body: T) => Promise<StudentSurvey>,
  { refreshReport = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => change(params, body),
    onSuccess: (survey) => {
      queryClient.setQueryData(studentReportKeys.survey(params), survey);
      if (refreshReport) {
        void queryClient.invalidateQueries({
          queryKey: studentReportKeys.detail(params),
          exact: true,
        });
      }
    },
  });
}
