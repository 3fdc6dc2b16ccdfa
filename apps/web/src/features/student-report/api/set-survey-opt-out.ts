import {
  StudentSurveySchema,
  type StudentReportParams,
  type StudentSurvey,
  type SurveyOptOutBody,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { surveyPath, useSurveyMutation } from './survey-request.ts';

/** PUT .../students/:userId/survey/opt-out: opts the child out of the survey or back in. */
export async function setSurveyOptOut(
  params: StudentReportParams,
  body: SurveyOptOutBody,
): Promise<StudentSurvey> {
  const answer = await apiClient.put<unknown>(`${surveyPath(params)}/opt-out`, body);
  return StudentSurveySchema.parse(answer);
}

/** An opt-out also reloads the report: the child's survey may now count as done. */
export const useSetSurveyOptOut = (params: StudentReportParams) =>
  useSurveyMutation(params, setSurveyOptOut, { refreshReport: true });
