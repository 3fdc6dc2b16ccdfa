import type { AccessTokenPayload, RunComplete, RunDetail } from '@roar/contracts';
import {
  findRunById,
  findRunsOfAssessment,
  findScoreOfRun,
  findTrialsOfRun,
  findUserById,
  insertScore,
  lockAssignment,
  lockRun,
  markBestRun,
  updateRun,
  upsertReportScore,
  type Db,
  type Run,
} from '@roar/db';
import { AppError, notFound } from '../../lib/errors.ts';
import { actOnAssessment } from '../assignments/participant-service.ts';
import { recordRun } from '../assignments/record-run.ts';
import { reportScoreFields } from '../reports/report-score-row.ts';
import { chooseBestRun } from './best-run.ts';
import { withRejectedTrials } from './rejected-trials.ts';
import { writableRun, type RunDatabases } from './run-access.ts';
import { toRunDetail } from './run-view.ts';
import { scoreRun, type ScoredStudent } from './score-run.ts';

/** The client's completion time, kept between the run's start and now. */
function completionTime(run: Run, input: RunComplete, now: Date): Date {
  const claimed = input.completedAt ? new Date(input.completedAt).getTime() : now.getTime();
  return new Date(Math.min(now.getTime(), Math.max(run.startedAt.getTime(), claimed)));
}

/**
 * Inside a transaction of the assessment database: scores the run, with the student's grade read
 * from the core database beforehand, and marks the best run.
 */
async function scoreAndClose(
  tx: Db,
  runId: string,
  input: RunComplete,
  now: Date,
  student: ScoredStudent,
): Promise<void> {
  const run = await lockRun(tx, runId);
  if (!run) throw notFound('No such run.');
  if (run.state === 'completed') return;
  if (run.state !== 'started') throw new AppError('conflict', 'The run was abandoned.');
  const scoring = await withRejectedTrials(
    tx,
    run.id,
    scoreRun(run, await findTrialsOfRun(tx, run.id), student),
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
    reliable: scoring.reliable,
    engagementFlags: scoring.engagementFlags,
  });
  await updateRun(tx, run.id, {
    state: 'completed',
    completedAt: completionTime(run, input, now),
    reliable: scoring.reliable,
    engagementFlags: scoring.engagementFlags,
  });
  if (!run.administrationId) return;
  const runs = await findRunsOfAssessment(tx, {
    userId: run.userId,
    administrationId: run.administrationId,
    taskId: run.taskId,
  });
  await markBestRun(tx, {
    runIds: runs.map((r) => r.id),
    bestRunId: chooseBestRun(runs)?.id ?? null,
  });
}

/**
 * Completes a run: scores it from its stored trials (assessment database), then completes the
 * assessment on the assignment and points it at the best run, allowing a retake while no
 * completed run is reliable, and copies the best run's scores to the report read model (core
 * database). Every step is idempotent: completing a completed
 * run changes nothing in it and repeats the assignment update, so a retry after a failure
 * between the two databases finishes the work.
 */
export async function completeRun(
  dbs: RunDatabases,
  params: { auth: AccessTokenPayload; runId: string; input: RunComplete; ip?: string },
  now = new Date(),
): Promise<RunDetail> {
  const writable = await writableRun(dbs, params.auth, params.runId, now);
  // The grade at completion is the one scores are normed with (and stored with).
  const student = { grade: (await findUserById(dbs.admin, writable.userId))?.grade ?? null };
  await dbs.app.transaction((tx) => scoreAndClose(tx, params.runId, params.input, now, student));
  const run = await findRunById(dbs.app, params.runId);
  if (!run) throw notFound('No such run.');
  const { administrationId, taskId, userId } = run;
  if (administrationId) {
    const best = chooseBestRun(
      await findRunsOfAssessment(dbs.app, { userId, administrationId, taskId }),
    );
    await actOnAssessment(
      dbs.admin,
      {
        auth: params.auth,
        launchId: userId,
        administrationId,
        taskId,
        action: 'complete',
        ...(params.ip ? { ip: params.ip } : {}),
      },
      now,
    );
    if (best) {
      const score = await findScoreOfRun(dbs.app, best.id);
      await dbs.admin.transaction(async (tx) => {
        await recordRun(tx, {
          userId,
          administrationId,
          taskId,
          runId: best.id,
          allowRetake: best.reliable !== true,
        });
        // The report read model (ADR 018), under the assignment's lock taken by recordRun.
        const assignment = await lockAssignment(tx, { userId, administrationId });
        if (!assignment) return;
        await upsertReportScore(
          tx,
          {
            assignmentId: assignment.id,
            taskId,
            administrationId,
            userId,
            districtId: assignment.districtId,
            ...reportScoreFields(best, score),
          },
          now,
        );
      });
    }
  }
  return toRunDetail(run, await findScoreOfRun(dbs.app, run.id));
}
