import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  orgs,
  runs,
  surveyOptOuts,
  surveyResponses,
  trials,
  type SurveyResponse,
} from '../schema/index.ts';
import { runMonthOf } from '../trial-partitions.ts';
import {
  reportRead,
  reportRowsCte,
  resolveReportScope,
  rowsOf,
  type ReportScope,
} from './report-sql.ts';

/**
 * The Thoughts and Feelings survey (docs/decisions/028-survey.md). Adults' answers and opt-outs
 * live in the core database; a child's answers are the trials of their survey run (assessment
 * database), read by the run-reading functions at the end, never joined with core tables.
 */

/** One student and administration. */
export interface SurveySubject {
  studentId: string;
  administrationId: string;
}

/** Whether the student is opted out of the administration's survey. */
export async function isSurveyOptedOut(db: Db, subject: SurveySubject): Promise<boolean> {
  const rows = await db
    .select({ studentId: surveyOptOuts.studentId })
    .from(surveyOptOuts)
    .where(
      and(
        eq(surveyOptOuts.studentId, subject.studentId),
        eq(surveyOptOuts.administrationId, subject.administrationId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Opts the student out (once); answers whether this call did it. */
export async function insertSurveyOptOut(
  db: Db,
  values: SurveySubject & { optedOutBy: string; districtId: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(surveyOptOuts)
    .values(values)
    .onConflictDoNothing()
    .returning({ studentId: surveyOptOuts.studentId });
  return inserted.length > 0;
}

/** Opts the student back in; answers whether they were opted out. */
export async function deleteSurveyOptOut(db: Db, subject: SurveySubject): Promise<boolean> {
  const deleted = await db
    .delete(surveyOptOuts)
    .where(
      and(
        eq(surveyOptOuts.studentId, subject.studentId),
        eq(surveyOptOuts.administrationId, subject.administrationId),
      ),
    )
    .returning({ studentId: surveyOptOuts.studentId });
  return deleted.length > 0;
}

/** The adults' responses about the student, oldest first. */
export async function findSurveyResponsesOf(
  db: Db,
  subject: SurveySubject,
): Promise<SurveyResponse[]> {
  return db
    .select()
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.studentId, subject.studentId),
        eq(surveyResponses.administrationId, subject.administrationId),
      ),
    )
    .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id));
}

/** Writes the respondent's response about the student (their earlier one is replaced). */
export async function upsertSurveyResponse(
  db: Db,
  values: SurveySubject & {
    respondentId: string;
    form: SurveyResponse['form'];
    language: SurveyResponse['language'];
    answers: Record<string, number>;
    districtId: string | null;
  },
  now = new Date(),
): Promise<void> {
  await db
    .insert(surveyResponses)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [
        surveyResponses.studentId,
        surveyResponses.administrationId,
        surveyResponses.respondentId,
      ],
      set: {
        form: sql`excluded.form`,
        language: sql`excluded.language`,
        answers: sql`excluded.answers`,
        districtId: sql`excluded.district_id`,
        updatedAt: now,
      },
    });
}

/** Whether the district lets teachers and launch administrators see individual answers. */
export async function surveyAnswersToTeachersIn(
  db: Db,
  districtId: string | null,
): Promise<boolean> {
  if (!districtId) return false;
  const [row] = await db
    .select({ allowed: orgs.surveyAnswersToTeachers })
    .from(orgs)
    .where(and(eq(orgs.id, districtId), eq(orgs.type, 'district')));
  return row?.allowed ?? false;
}

/** A student a survey summary counts: their survey run (if any) and whether they opted out. */
export interface SurveyReportStudent {
  userId: string;
  /** The current run of the survey assessment of their assignment. */
  runId: string | null;
  optedOut: boolean;
}

/**
 * The students a report counts (current participants of the organisation's subtree holding the
 * administration's assignment, reportRowsCte), with their survey run and opt-out.
 */
export async function findSurveyReportStudents(
  db: Db,
  scope: ReportScope & { taskId: string },
): Promise<SurveyReportStudent[]> {
  const rows = await reportRead(db, async (tx) => {
    const resolved = await resolveReportScope(tx, scope);
    const extra = sql`,
      (select e->>'runId' from jsonb_array_elements(a.assessments) e
        where e->>'taskId' = ${scope.taskId} limit 1) as run_id,
      exists (select 1 from ${surveyOptOuts} o
        where o.student_id = a.user_id and o.administration_id = a.administration_id) as opted_out`;
    return rowsOf<{ user_id: string; run_id: string | null; opted_out: boolean }>(
      tx,
      sql`${reportRowsCte(resolved, {}, extra)} select user_id, run_id, opted_out from report_rows`,
    );
  });
  return rows.map((r) => ({ userId: r.user_id, runId: r.run_id, optedOut: r.opted_out }));
}

/**
 * The adults' responses about the students a report counts, leaving out students opted out of
 * the survey (nothing of theirs is counted).
 */
export async function findSurveyReportResponses(
  db: Db,
  scope: ReportScope,
): Promise<Pick<SurveyResponse, 'form' | 'answers' | 'respondentId'>[]> {
  const rows = await reportRead(db, async (tx) => {
    const resolved = await resolveReportScope(tx, scope);
    return rowsOf<{
      form: SurveyResponse['form'];
      answers: Record<string, number> | string;
      respondent_id: string;
    }>(
      tx,
      sql`${reportRowsCte(resolved)}
        select r.form, r.answers, r.respondent_id from ${surveyResponses} r
        where r.administration_id = ${scope.administrationId}
          and r.student_id in (select user_id from report_rows)
          and not exists (select 1 from ${surveyOptOuts} o
            where o.student_id = r.student_id and o.administration_id = r.administration_id)`,
    );
  });
  return rows.map((r) => ({
    form: r.form,
    respondentId: r.respondent_id,
    answers: typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers,
  }));
}

/** A completed run's trials, as the survey reads them (assessment database). */
export interface SurveyRunTrials {
  runId: string;
  trials: {
    trialIndex: number;
    stage: 'practice' | 'test' | null;
    itemId: string | null;
    subtask: string | null;
    data: Record<string, unknown>;
  }[];
}

/** Runs whose trials one read loads (a district's runs are read a batch at a time). */
export const SURVEY_RUN_BATCH = 500;

/**
 * The trials of the completed runs among `runIds` (of the task, by these users), in trial order;
 * runs not completed are left out. Reads only the partitions of the runs' months (ADR 041).
 */
export async function findCompletedRunTrials(
  db: Db,
  params: { runIds: readonly string[]; taskId: string; userIds: readonly string[] },
): Promise<SurveyRunTrials[]> {
  if (params.runIds.length === 0 || params.userIds.length === 0) return [];
  const completed = await db
    .select({ id: runs.id, startedAt: runs.startedAt })
    .from(runs)
    .where(
      and(
        inArray(runs.id, [...new Set(params.runIds)]),
        inArray(runs.userId, [...new Set(params.userIds)]),
        eq(runs.taskId, params.taskId),
        eq(runs.state, 'completed'),
      ),
    );
  if (completed.length === 0) return [];
  const rows = await db
    .select({
      runId: trials.runId,
      trialIndex: trials.trialIndex,
      stage: trials.stage,
      itemId: trials.itemId,
      subtask: trials.subtask,
      data: trials.data,
    })
    .from(trials)
    .where(
      and(
        inArray(trials.runMonth, [...new Set(completed.map((r) => runMonthOf(r.startedAt)))]),
        inArray(
          trials.runId,
          completed.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(trials.runId), asc(trials.trialIndex));
  const byRun = new Map<string, SurveyRunTrials>(
    completed.map((r) => [r.id, { runId: r.id, trials: [] }]),
  );
  for (const { runId, ...trial } of rows) byRun.get(runId)?.trials.push(trial);
  return [...byRun.values()];
}

/** The state of one run (assessment database), or undefined when there is none. */
export async function findRunState(
  db: Db,
  params: { runId: string; userId: string },
): Promise<'started' | 'completed' | 'abandoned' | undefined> {
  const [row] = await db
    .select({ state: runs.state })
    .from(runs)
    .where(and(eq(runs.id, params.runId), eq(runs.userId, params.userId)));
  return row?.state;
}
