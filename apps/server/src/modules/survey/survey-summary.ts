import {
  SURVEY_MIN_GROUP,
  SURVEY_TASK_ID,
  type AccessTokenPayload,
  type ReportParams,
  type SurveyAnswers,
  type SurveySummary,
} from '@roar/contracts';
import {
  SURVEY_RUN_BATCH,
  findAdministrationAssessments,
  findCompletedRunTrials,
  findSurveyReportResponses,
  findSurveyReportStudents,
  type Db,
  type SurveyReportStudent,
} from '@roar/db';
import { childSurveyOf, summariseForm } from '@roar/tasks/survey';
import { today } from '../../lib/day.ts';
import { reportOrg } from '../reports/report-access.ts';
import type { ReportDatabases } from '../reports/student-report.ts';

/**
 * The children's answers from their completed survey runs (assessment database), a batch of
 * runs at a time; and how many said no to the assent question.
 */
async function childAnswers(
  app: Db,
  students: readonly SurveyReportStudent[],
): Promise<{ answers: SurveyAnswers[]; declined: number }> {
  const withRuns = students.filter((s) => s.runId && !s.optedOut);
  const answers: SurveyAnswers[] = [];
  let declined = 0;
  for (let i = 0; i < withRuns.length; i += SURVEY_RUN_BATCH) {
    const batch = withRuns.slice(i, i + SURVEY_RUN_BATCH);
    const runs = await findCompletedRunTrials(app, {
      runIds: batch.map((s) => s.runId!),
      userIds: batch.map((s) => s.userId),
      taskId: SURVEY_TASK_ID,
    });
    for (const run of runs) {
      const survey = childSurveyOf(run.trials);
      if (survey.declined) declined += 1;
      else answers.push(survey.answers);
    }
  }
  return { answers, declined };
}

/**
 * `GET /api/admin/reports/:administrationId/:orgType/:orgId/survey`: counts of each answer per
 * question of each form over the students the score report counts for the organisation. Children
 * a parent opted out count for nothing (nor do the adults' answers about them); children who
 * said no to the assent question leave the children's form out. Both are counted in `optedOut`.
 * A form answered by fewer than SURVEY_MIN_GROUP people shows how many only (summariseForm).
 */
export async function surveySummary(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  params: ReportParams,
  now = new Date(),
): Promise<SurveySummary> {
  const org = await reportOrg(dbs.admin, auth, params);
  const listed = await findAdministrationAssessments(dbs.admin, [params.administrationId]);
  const assigned = listed.some((a) => a.taskId === SURVEY_TASK_ID);
  if (!assigned) {
    return { assigned, minGroup: SURVEY_MIN_GROUP, optedOut: 0, forms: [] };
  }
  const scope = { administrationId: params.administrationId, orgId: org.id, day: today(now) };
  const students = await findSurveyReportStudents(dbs.admin, { ...scope, taskId: SURVEY_TASK_ID });
  const responses = await findSurveyReportResponses(dbs.admin, scope);
  const children = await childAnswers(dbs.app, students);
  // One adult may answer about several children: suppression counts people, not responses.
  const adults = (form: 'parent' | 'teacher') => {
    const theirs = responses.filter((r) => r.form === form);
    return summariseForm(
      form,
      theirs.map((r) => r.answers as SurveyAnswers),
      SURVEY_MIN_GROUP,
      theirs.map((r) => r.respondentId),
    );
  };
  return {
    assigned,
    minGroup: SURVEY_MIN_GROUP,
    optedOut: students.filter((s) => s.optedOut).length + children.declined,
    forms: [summariseForm('child', children.answers), adults('parent'), adults('teacher')],
  };
}
