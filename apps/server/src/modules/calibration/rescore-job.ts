import { JOB_KINDS, RescoreJobParamsSchema } from '@roar/contracts';
import {
  countCompletedRuns,
  findActiveItemParameterSet,
  findCompletedRunsPage,
  findRunsOfAssessment,
  findScoreOfRun,
  findTrialsOfRun,
  findUserById,
  insertAuditEntry,
  insertScore,
  lockRun,
  markBestRun,
  replaceScore,
  updateRun,
  type CompletedTaskRun,
} from '@roar/db';
import type { ScoringContext } from '@roar/tasks/registry';
import { JobFailure, type JobHandler } from '../jobs/job-handler.ts';
import { chooseBestRun } from '../runs/best-run.ts';
import { recordBestRun } from '../runs/best-run-report.ts';
import { withRejectedTrials } from '../runs/rejected-trials.ts';
import type { RunDatabases } from '../runs/run-access.ts';
import { scoreRun } from '../runs/score-run.ts';
import { scoringContextOfSet } from './active-parameters.ts';

/**
 * `runs.rescore` (issue 20 item 5; ADR 052): after an activation, rescores every completed run of
 * the task with the task's active item-parameter set, a page of runs at a time. Each run's
 * scores are replaced in one transaction of the assessment database that also keeps the
 * previous scores in `score_history`; then each assessment the page touched is pointed at its
 * best run and its report row rewritten with the completion's own functions (`recordBestRun`),
 * which keep the report counts right (ADR 040). The page cursor is saved after both, so a job run
 * again after a crash resumes at the page it was on: runs already rescored are skipped (their
 * score records the active set) and that page's report rows are written again (idempotent).
 */

/** Runs rescored per page. */
export const RESCORE_PAGE = 200;

/** What a rescoring applies: the active set's version, or 'priors' without one. */
const PRIORS = 'priors';

/** The grade a run's score recorded at completion (scores are normed with it), else now's. */
async function gradeAtCompletion(dbs: RunDatabases, run: CompletedTaskRun) {
  const composite = run.computed?.['composite'] as { grade?: unknown } | undefined;
  if (composite && 'grade' in composite) {
    return typeof composite.grade === 'string' ? composite.grade : null;
  }
  return (await findUserById(dbs.admin, run.userId))?.grade ?? null;
}

/** Rescores one run; false when its score already records `version` (done before). */
async function rescoreRun(
  dbs: RunDatabases,
  run: CompletedTaskRun,
  context: ScoringContext,
  now: Date,
): Promise<boolean> {
  const version = context.itemParametersVersion ?? null;
  const grade = await gradeAtCompletion(dbs, run);
  return dbs.app.transaction(async (tx) => {
    const locked = await lockRun(tx, run.id);
    if (!locked || locked.state !== 'completed') return false;
    const old = await findScoreOfRun(tx, run.id);
    // An ability score stored before bands (ADR 050) has none: it is rescored to get them.
    const composite = (old?.computed?.['composite'] ?? {}) as Record<string, unknown>;
    const lacksBand = typeof composite['roarScore'] === 'number' && !('scoreSE' in composite);
    if (old && old.itemParametersVersion === version && !lacksBand) return false;
    const scoring = await withRejectedTrials(
      tx,
      run.id,
      scoreRun(locked, await findTrialsOfRun(tx, locked), { grade }, context),
    );
    const values = {
      raw: scoring.raw,
      computed: scoring.computed,
      scoringVersion: scoring.scoringVersion,
      normsVersion: scoring.normsVersion,
      itemParametersVersion: scoring.itemParametersVersion,
      reliable: scoring.reliable,
      engagementFlags: scoring.engagementFlags,
    };
    if (old) {
      await replaceScore(tx, { old, values, rescoredWith: version ?? PRIORS, now });
    } else {
      await insertScore(tx, {
        runId: run.id,
        userId: run.userId,
        taskId: run.taskId,
        administrationId: run.administrationId,
        districtId: locked.districtId,
        ...values,
      });
    }
    await updateRun(tx, run.id, {
      reliable: scoring.reliable,
      engagementFlags: scoring.engagementFlags,
    });
    return true;
  });
}

/** Re-marks the best run of each assessment of the page and rewrites its report row. */
async function rewriteAssessments(dbs: RunDatabases, page: CompletedTaskRun[], now: Date) {
  const seen = new Set<string>();
  for (const run of page) {
    if (!run.administrationId) continue;
    const key = `${run.userId}\u0000${run.administrationId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const params = {
      userId: run.userId,
      administrationId: run.administrationId,
      taskId: run.taskId,
    };
    const runs = await findRunsOfAssessment(dbs.app, params);
    await markBestRun(dbs.app, {
      runIds: runs.map((r) => r.id),
      bestRunId: chooseBestRun(runs)?.id ?? null,
    });
    await recordBestRun(dbs, params, now);
  }
}

export function rescoreJob(deps: {
  dbs: RunDatabases;
}): JobHandler<Record<string, unknown>, undefined> {
  return {
    kind: JOB_KINDS.rescoreRuns,
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryBackoff: true,
    needsInput: false,
    concurrency: 1,
    async run(ctx) {
      const parsed = RescoreJobParamsSchema.safeParse(ctx.params);
      if (!parsed.success) throw new JobFailure('params_invalid');
      const { taskId } = parsed.data;
      const { dbs } = deps;
      // The set active now: a later activation's own job supersedes this one.
      const active = await findActiveItemParameterSet(dbs.admin, taskId);
      const version = active?.version ?? null;
      if (version !== parsed.data.version) {
        return { result: { superseded: true, activeVersion: version } };
      }
      const context: ScoringContext = active ? scoringContextOfSet(active) : {};
      const total = await countCompletedRuns(dbs.app, { taskId });
      const saved = ctx.job.result as { afterId?: unknown; done?: unknown; rescored?: unknown };
      let afterId = typeof saved?.afterId === 'string' ? saved.afterId : null;
      let done = typeof saved?.done === 'number' ? saved.done : 0;
      let rescored = typeof saved?.rescored === 'number' ? saved.rescored : 0;
      await ctx.progress({ done, total: Math.max(total, done) });
      for (;;) {
        const page = await findCompletedRunsPage(dbs.app, {
          taskId,
          afterId,
          limit: RESCORE_PAGE,
        });
        if (page.length === 0) break;
        const now = new Date();
        for (const run of page) {
          if (await rescoreRun(dbs, run, context, now)) rescored += 1;
        }
        await rewriteAssessments(dbs, page, now);
        afterId = page.at(-1)!.id;
        done += page.length;
        await ctx.record({ result: { afterId, done, rescored } });
        await ctx.progress({ done, total: Math.max(total, done) });
      }
      await insertAuditEntry(dbs.admin, {
        actorUserId: ctx.job.createdBy,
        action: 'calibration.rescore',
        targetType: 'task',
        targetId: taskId,
        districtId: null,
        details: { version: version ?? PRIORS, runs: done, rescored, jobId: ctx.job.id },
        ip: null,
      });
      return { result: { version: version ?? PRIORS, runs: done, rescored } };
    },
  };
}
