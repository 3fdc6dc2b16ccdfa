import { z } from 'zod';
import {
  JOB_KINDS,
  RunCompleteSchema,
  type AccessTokenPayload,
  type RunComplete,
  type RunDetail,
} from '@roar/contracts';
import { findScoreOfRun } from '@roar/db';
import { JobFailure, type JobHandler } from '../jobs/job-handler.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { abandonedRun, assertMayComplete, finishRun } from './complete-run.ts';
import { writableRun, type RunDatabases } from './run-access.ts';
import { toRunDetail } from './run-view.ts';

/** The parameters of a `runs.score` job (seen with the job): the run only. */
export type ScoreRunJobParams = { runId: string };

/**
 * The sealed input of a `runs.score` job: what the completion needs. `requestedAt` is the time of
 * the request, so the run, the assignment and the report read model get the times an inline
 * completion would have given them; `launchedBy` is the launcher who completed a student's run
 * (audited as a request would be).
 */
export const ScoreRunJobInputSchema = z.object({
  runId: z.string().min(1),
  input: RunCompleteSchema,
  requestedAt: z.iso.datetime({ offset: true }),
  launchedBy: z.string().min(1).optional(),
  ip: z.string().optional(),
});
export type ScoreRunJobInput = z.infer<typeof ScoreRunJobInputSchema>;

/** Retry policy of scoring jobs: five more attempts, 10 s apart at first and doubling (~5 min). */
export const RUN_SCORING_RETRY = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
};

/**
 * The `runs.score` job: completes a run whose completion request was answered 202 because the
 * server was busy scoring others (RUN_SCORING_INLINE_MAX). It runs the request's idempotent
 * completion (`finishRun`) without the caller's check, which the request made: a run already
 * completed is not scored again and the job succeeds; a failure between the two databases is
 * retried with backoff and finishes the work. A refusal (the run gone or abandoned, the
 * assignment no longer open) fails the job without a retry.
 */
export function scoreRunJob(deps: {
  dbs: RunDatabases;
  /** Tests shorten the delays. */
  retry?: Partial<typeof RUN_SCORING_RETRY>;
}): JobHandler<ScoreRunJobParams, unknown> {
  return {
    kind: JOB_KINDS.scoreRun,
    ...RUN_SCORING_RETRY,
    ...deps.retry,
    needsInput: true,
    async run({ input }) {
      const parsed = ScoreRunJobInputSchema.safeParse(input);
      if (!parsed.success) throw new JobFailure('input_unreadable');
      const { runId, input: completion, requestedAt, launchedBy, ip } = parsed.data;
      const { run, scored } = await finishRun(
        deps.dbs,
        {
          runId,
          input: completion,
          actor: { ...(launchedBy ? { launchedBy } : {}), ...(ip ? { ip } : {}) },
        },
        new Date(requestedAt),
      );
      return { result: { runId, scored, state: run.state } };
    },
  };
}

/**
 * The completion of a busy server (`POST /api/app/runs/:runId/complete` answering 202): checks
 * what an inline completion checks first (the run is the caller's or a launched student's, and
 * not abandoned), records nothing, and hands the completion to a `runs.score` job keyed by the
 * run, so that a completion sent again gives the same job (a failed one is run again). Answers the
 * run as it is now.
 */
export async function deferRunCompletion(
  ctx: { dbs: RunDatabases; jobs: Pick<JobQueue, 'enqueue' | 'retry'> },
  params: { auth: AccessTokenPayload; runId: string; input: RunComplete; ip?: string },
  now = new Date(),
): Promise<RunDetail> {
  const run = await writableRun(ctx.dbs, params.auth, params.runId, now);
  assertMayComplete(run, params.auth);
  if (run.state !== 'started' && run.state !== 'completed') throw abandonedRun();
  const input: ScoreRunJobInput = {
    runId: run.id,
    input: params.input,
    requestedAt: now.toISOString(),
    ...(params.auth.sub !== run.userId ? { launchedBy: params.auth.sub } : {}),
    ...(params.ip ? { ip: params.ip } : {}),
  };
  const { job, created } = await ctx.jobs.enqueue(JOB_KINDS.scoreRun, {
    idempotencyKey: run.id,
    params: { runId: run.id } satisfies ScoreRunJobParams,
    input,
    districtId: run.districtId ?? null,
  });
  if (!created && job.state === 'failed') await ctx.jobs.retry(job.id);
  return toRunDetail(run, await findScoreOfRun(ctx.dbs.app, run.id));
}
