import {
  catalogueTask,
  type AccessTokenPayload,
  type RunComplete,
  type RunDetail,
} from '@roar/contracts';
import {
  findRunById,
  findRunsOfAssessment,
  findScoreOfRun,
  findTrialsOfRun,
  findUserById,
  insertAuditEntry,
  insertScore,
  lockRun,
  markBestRun,
  updateRun,
  type Db,
  type Run,
} from '@roar/db';
import { AppError, notFound } from '../../lib/errors.ts';
import { actOnAssessment } from '../assignments/participant-service.ts';
import { recordBestRun } from './best-run-report.ts';
import { chooseBestRun } from './best-run.ts';
import { withRejectedTrials } from './rejected-trials.ts';
import { writableRun, type RunDatabases } from './run-access.ts';
import { toRunDetail } from './run-view.ts';
import { scoreRun, type ScoredStudent } from './score-run.ts';
import { activeScoringContext } from '../calibration/active-parameters.ts';
import type { ScoringContext } from '@roar/tasks/registry';
import { assertRunNotOptedOut } from '../survey/survey-access.ts';

/** The client's completion time, kept between the run's start and now. */
function completionTime(run: Run, input: RunComplete, now: Date): Date {
  const claimed = input.completedAt ? new Date(input.completedAt).getTime() : now.getTime();
  return new Date(Math.min(now.getTime(), Math.max(run.startedAt.getTime(), claimed)));
}

/**
 * A game played on another site is completed by that site's signed callback; only an adult who
 * launched the student may confirm it by hand (ADR 027). Checked by every completion request,
 * inline or deferred to a job.
 */
export function assertMayComplete(run: Run, auth: AccessTokenPayload): void {
  const external = catalogueTask(run.taskId)?.launch === 'external';
  if (external && run.state === 'started' && run.userId === auth.sub) {
    throw new AppError('forbidden', "The game's own site completes this run.");
  }
}

/** A run that can no longer be completed (only a started run is scored). */
export const abandonedRun = () => new AppError('conflict', 'The run was abandoned.');

/**
 * Inside a transaction of the assessment database: scores the run, with the student's grade read
 * from the core database beforehand, and marks the best run. False when the run was already
 * completed (nothing changes).
 */
async function scoreAndClose(
  tx: Db,
  runId: string,
  input: RunComplete,
  now: Date,
  student: ScoredStudent,
  context: ScoringContext,
): Promise<boolean> {
  const run = await lockRun(tx, runId);
  if (!run) throw notFound('No such run.');
  if (run.state === 'completed') return false;
  if (run.state !== 'started') throw abandonedRun();
  const scoring = await withRejectedTrials(
    tx,
    run.id,
    scoreRun(run, await findTrialsOfRun(tx, run), student, context),
  );
  await insertScore(tx, {
    runId: run.id,
    userId: run.userId,
    taskId: run.taskId,
    administrationId: run.administrationId,
    districtId: run.districtId,
    raw: scoring.raw,
    computed: scoring.computed,
    scoringVersion: scoring.scoringVersion,
    normsVersion: scoring.normsVersion,
    itemParametersVersion: scoring.itemParametersVersion,
    reliable: scoring.reliable,
    engagementFlags: scoring.engagementFlags,
  });
  await updateRun(tx, run.id, {
    state: 'completed',
    completedAt: completionTime(run, input, now),
    reliable: scoring.reliable,
    engagementFlags: scoring.engagementFlags,
  });
  if (!run.administrationId) return true;
  const runs = await findRunsOfAssessment(tx, {
    userId: run.userId,
    administrationId: run.administrationId,
    taskId: run.taskId,
  });
  await markBestRun(tx, {
    runIds: runs.map((r) => r.id),
    bestRunId: chooseBestRun(runs)?.id ?? null,
  });
  return true;
}

/**
 * Who completes a run. A request: the caller (the student, or a launcher completing for them,
 * which the assignment update audits). A background job (`runs.score`): nobody's rights; the
 * assignment is updated as the student's own, and the launcher who asked, if any, is audited.
 */
export type CompletionActor =
  | { auth: AccessTokenPayload; ip?: string }
  | { auth?: undefined; launchedBy?: string; ip?: string };

/** The student acting for themselves (a job completing their run has no caller). */
function studentSelf(userId: string, now: Date): AccessTokenPayload {
  return {
    sub: userId,
    sid: 'job',
    perms: [],
    auth_time: Math.floor(now.getTime() / 1000),
    auth_method: 'job',
  };
}

/**
 * Completes a run for the caller: the run is theirs or a launched student's (`writableRun`, 404
 * otherwise), then `finishRun` (see there). Completing
 * a completed run changes nothing in it and repeats the assignment update, so a retry after a
 * failure between the two databases finishes the work.
 */
export async function completeRun(
  dbs: RunDatabases,
  params: { auth: AccessTokenPayload; runId: string; input: RunComplete; ip?: string },
  now = new Date(),
): Promise<RunDetail> {
  const started = await writableRun(dbs, params.auth, params.runId, now);
  assertMayComplete(started, params.auth);
  await assertRunNotOptedOut(dbs, started);
  const actor: CompletionActor = { auth: params.auth, ...(params.ip ? { ip: params.ip } : {}) };
  const { run } = await finishRun(
    dbs,
    { runId: params.runId, input: params.input, actor, started },
    now,
  );
  return run;
}

/**
 * The idempotent completion of a run, without the caller's check (`completeRun` makes it for a
 * request; the `runs.score` job runs this alone): scores the run from its stored trials
 * (assessment database), then completes the assessment on the assignment and points it at the
 * best run, allowing a retake while no completed run is reliable, and copies the best run's
 * scores to the report read model (core database). Every step is idempotent: a completed run is
 * not scored again (`scored` false) and the assignment update is repeated, so a retry after a
 * failure between the two databases finishes the work.
 */
export async function finishRun(
  dbs: RunDatabases,
  params: {
    runId: string;
    input: RunComplete;
    actor: CompletionActor;
    /** The run as the caller's check just read it (the job reads it here). */
    started?: Run;
  },
  now = new Date(),
): Promise<{ run: RunDetail; scored: boolean }> {
  const { actor } = params;
  const started = params.started ?? (await findRunById(dbs.app, params.runId));
  if (!started) throw notFound('No such run.');
  // The grade at completion is the one scores are normed with (and stored with).
  const student = await findUserById(dbs.admin, started.userId);
  // The task's active item-parameter set, if any (core database, cached; ADR 052).
  const context = await activeScoringContext(dbs.admin, started.taskId);
  const scored = await dbs.app.transaction((tx) =>
    scoreAndClose(tx, params.runId, params.input, now, { grade: student?.grade ?? null }, context),
  );
  const run = await findRunById(dbs.app, params.runId);
  if (!run) throw notFound('No such run.');
  const { administrationId, taskId, userId } = run;
  if (administrationId) {
    await actOnAssessment(
      dbs.admin,
      {
        auth: actor.auth ?? studentSelf(userId, now),
        launchId: userId,
        administrationId,
        taskId,
        action: 'complete',
        ...(actor.ip ? { ip: actor.ip } : {}),
      },
      now,
    );
    // A request's launcher is audited by actOnAssessment; a job's is audited here, the same way.
    if (!actor.auth && actor.launchedBy && actor.launchedBy !== userId) {
      await insertAuditEntry(dbs.admin, {
        actorUserId: actor.launchedBy,
        action: 'assignment.launch_complete',
        targetType: 'user',
        targetId: userId,
        districtId: student?.districtId ?? null,
        details: { administrationId, taskId },
        ip: actor.ip ?? null,
      });
    }
    await recordBestRun(dbs, { userId, administrationId, taskId }, now);
  }
  return { run: toRunDetail(run, await findScoreOfRun(dbs.app, run.id)), scored };
}
