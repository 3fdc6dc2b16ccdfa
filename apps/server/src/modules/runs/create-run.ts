import {
  RECENT_ITEM_IDS_MAX,
  SURVEY_TASK_ID,
  canonicalTaskId,
  type AccessTokenPayload,
  type RunCreate,
  type RunDetail,
  type RunPlayer,
} from '@roar/contracts';
import {
  findOpenAssignmentsOfUser,
  findRunById,
  findRecentTestItemIds,
  findScoreOfRun,
  insertRun,
  isSurveyOptedOut,
  type Run,
  type User,
} from '@roar/db';
import { AppError, notFound } from '../../lib/errors.ts';
import { actingStudent } from '../assignments/acting-student.ts';
import { actOnAssessment } from '../assignments/participant-service.ts';
import { normalizeAssessment } from '../assignments/plan.ts';
import { recordRun } from '../assignments/record-run.ts';
import { surveyOptedOut } from '../survey/survey-access.ts';
import { accommodateRun, gameOf } from '@roar/tasks/registry';
import type { RunDatabases } from './run-access.ts';
import { toRunDetail } from './run-view.ts';

const noSuchAssessment = () => notFound('No such assessment in your assignments.');

/** Whole months from a date of birth ('2017-02-14') to `now`; null when unknown or ahead. */
export function ageInMonths(dateOfBirth: string | null, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const months =
    (now.getUTCFullYear() - year) * 12 +
    (now.getUTCMonth() + 1 - month) -
    (now.getUTCDate() < day ? 1 : 0);
  return months >= 0 ? months : null;
}

/**
 * What the game may adapt to (RunDetail.player): the student's grade and age, and for an adaptive
 * game the test items of the student's other runs of the task started in the last 120 days, which
 * its selection avoids (docs/decisions/053-exposure-retest-and-equating.md). Counted from the
 * run's start, so a retry or a reload of the run gets the same list.
 */
async function playerOf(
  dbs: RunDatabases,
  student: User,
  run: Pick<Run, 'id' | 'taskId' | 'startedAt'>,
  now: Date,
): Promise<RunPlayer> {
  const player: RunPlayer = {
    grade: student.grade,
    ageMonths: ageInMonths(student.dateOfBirth, now),
  };
  if (!gameOf(run.taskId)?.adaptiveBankSize) return player;
  const recent = await findRecentTestItemIds(dbs.app, {
    userId: student.id,
    taskIds: [run.taskId],
    now: run.startedAt,
    exceptRunId: run.id,
  });
  return { ...player, recentItemIds: recent.slice(0, RECENT_ITEM_IDS_MAX) };
}

/** The student's assessment of an open administration, with its assignment. */
async function openAssessment(dbs: RunDatabases, student: User, input: RunCreate, now: Date) {
  const [open] = await findOpenAssignmentsOfUser(dbs.admin, {
    userId: student.id,
    now,
    includeTest: student.isTest,
    administrationId: input.administrationId,
  });
  const raw = open?.assignment.assessments.find((a) => a.taskId === input.taskId);
  if (!open || !raw) throw noSuchAssessment();
  return { assignment: open.assignment, assessment: normalizeAssessment(raw) };
}

/**
 * Appends the run to the assessment's runs (once). A retake of a completed assessment does not
 * become the current run until it completes (docs/decisions/014-best-run.md).
 */
async function attach(dbs: RunDatabases, run: Run, completed: boolean): Promise<void> {
  await dbs.admin.transaction((tx) =>
    recordRun(tx, {
      userId: run.userId,
      administrationId: run.administrationId ?? '',
      taskId: run.taskId,
      runId: run.id,
      current: !completed,
    }),
  );
}

/** The run already stored under the client's id: the same run again, or a conflict. */
async function existingRun(
  dbs: RunDatabases,
  run: Run,
  student: User,
  input: RunCreate,
  now: Date,
): Promise<RunDetail> {
  const same =
    run.userId === student.id &&
    run.administrationId === input.administrationId &&
    run.taskId === input.taskId;
  if (!same) throw new AppError('conflict', 'This run id is taken by another run.');
  // A retry after a failure between the two databases: attach the run if it is not yet.
  const { assessment } = await openAssessment(dbs, student, input, now);
  if (!assessment.allRunIds.includes(run.id)) {
    await attach(dbs, run, Boolean(assessment.completedOn));
  }
  return {
    ...toRunDetail(run, await findScoreOfRun(dbs.app, run.id)),
    player: await playerOf(dbs, student, run, now),
  };
}

/**
 * Starts a run of an assessment the (acting) student holds: the assessment must be startable
 * (legal documents accepted, sequential order, open administration: the participant service's
 * checks), once completed, open for a retake, and for the survey, the student not opted out.
 * Variant and parameters come from the assignment, the time limits adjusted to the student's
 * time accommodation (stored on the run with it). The run is written first (assessment
 * database), then attached to the assignment (core database); both steps are idempotent, so a
 * client retries with the same id.
 */
export async function createRun(
  dbs: RunDatabases,
  params: { auth: AccessTokenPayload; input: RunCreate; ip?: string },
  now = new Date(),
): Promise<RunDetail> {
  const { auth, input } = params;
  const student = await actingStudent(dbs.admin, auth, input.launchId, now);
  // A child a parent opted out is not asked (ADR 028): not even a retry of a run made before.
  if (
    canonicalTaskId(input.taskId) === SURVEY_TASK_ID &&
    (await isSurveyOptedOut(dbs.admin, {
      studentId: student.id,
      administrationId: input.administrationId,
    }))
  ) {
    throw surveyOptedOut();
  }
  const stored = await findRunById(dbs.app, input.id);
  if (stored) return existingRun(dbs, stored, student, input, now);

  const { assignment, assessment } = await openAssessment(dbs, student, input, now);
  // Checked before the assessment is marked started: a page that cannot play changes nothing.
  const game = gameOf(input.taskId);
  if (!game) throw new AppError('task_not_playable', 'No game plays this task.');
  if (assessment.completedOn && !assessment.allowRetake) {
    throw new AppError('retake_not_allowed', 'This assessment is completed.');
  }
  const view = await actOnAssessment(
    dbs.admin,
    {
      auth,
      launchId: input.launchId,
      administrationId: input.administrationId,
      taskId: input.taskId,
      action: 'start',
      ...(params.ip ? { ip: params.ip } : {}),
    },
    now,
  );
  const target = view.assessments.find((a) => a.taskId === input.taskId);
  if (!target) throw noSuchAssessment();
  if (target.externalUrl) throw new AppError('bad_request', 'An external task records no runs.');

  // The student's time accommodation now, and the time limits it gives (accommodations ADR):
  // the player and scoring read these params, so a later change of the setting changes no run.
  // A game without time limits runs as it is and is not marked accommodated.
  const accommodated = accommodateRun(game, input.taskId, target.params, student.timeAccommodation);
  const inserted = await insertRun(dbs.app, {
    id: input.id,
    userId: student.id,
    taskId: input.taskId,
    variantId: target.variantId,
    taskVersion: input.taskVersion,
    administrationId: input.administrationId,
    assignmentId: assignment.id,
    districtId: student.districtId,
    seed: input.seed,
    params: accommodated.params,
    timeAccommodation: accommodated.timeAccommodation,
    startedAt: now,
  });
  if (!inserted) {
    const raced = await findRunById(dbs.app, input.id);
    if (!raced) throw noSuchAssessment();
    return existingRun(dbs, raced, student, input, now);
  }
  await attach(dbs, inserted, Boolean(assessment.completedOn));
  return {
    ...toRunDetail(inserted, undefined),
    player: await playerOf(dbs, student, inserted, now),
  };
}
