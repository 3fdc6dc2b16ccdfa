import {
  StudentSurveySchema,
  type SaveAdultSurveyBody,
  type StudentReportParams,
  type StudentSurvey,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { surveyPath, useSurveyMutation } from './survey-request.ts';

/** PUT .../students/:userId/survey: the caller's adult form about the student. */
export async function saveAdultSurvey(
  params: StudentReportParams,
  body: SaveAdultSurveyBody,
): Promise<StudentSurvey> {
  return StudentSurveySchema.parse(await apiClient.put<unknown>(surveyPath(params), body));
}

export const useSaveAdultSurvey = (params: StudentReportParams) =>
  useSurveyMutation(params, saveAdultSurvey);
