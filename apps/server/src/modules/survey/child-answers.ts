import { SURVEY_TASK_ID, type ChildSurveyState, type SurveyAnswers } from '@roar/contracts';
import { findCompletedRunTrials, findRunState, type Assignment, type Db } from '@roar/db';
import { childSurveyOf } from '@roar/tasks/survey';

/** What the child's survey run says, before anyone's visibility is applied. */
export interface ChildSurveyRead {
  state: ChildSurveyState;
  language: 'en' | 'es' | null;
  /** The answers of a completed run the child agreed to; null otherwise. */
  answers: SurveyAnswers | null;
}

/**
 * The child's survey from the current run of the survey assessment of their assignment, read
 * from the assessment database. A parent's opt-out wins: the child is shown as opted out and none
 * of their answers are given, whatever the run holds; a child who said no to the assent question
 * is opted out too.
 */
export async function readChildSurvey(
  app: Db,
  assignment: Assignment,
  optedOut: boolean,
): Promise<ChildSurveyRead> {
  const assessment = assignment.assessments.find((a) => a.taskId === SURVEY_TASK_ID);
  const runId = assessment?.runId ?? null;
  const state = runId ? await findRunState(app, { runId, userId: assignment.userId }) : undefined;
  if (state !== 'completed' || !runId) {
    const begun =
      state !== undefined || Boolean(assessment?.startedOn || assessment?.allRunIds?.length);
    return {
      state: optedOut ? 'opted-out' : begun ? 'started' : 'not-started',
      language: null,
      answers: null,
    };
  }
  const [run] = await findCompletedRunTrials(app, {
    runIds: [runId],
    taskId: SURVEY_TASK_ID,
    userIds: [assignment.userId],
  });
  const survey = childSurveyOf(run?.trials ?? []);
  if (optedOut || survey.declined) {
    return { state: 'opted-out', language: survey.language, answers: null };
  }
  return { state: 'completed', language: survey.language, answers: survey.answers };
}
