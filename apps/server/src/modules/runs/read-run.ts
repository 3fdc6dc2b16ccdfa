import {
  RUN_TRIALS_READ_MAX,
  type AccessTokenPayload,
  type RunDetail,
  type RunTrials,
} from '@roar/contracts';
import { findScoreOfRun, findTrialsOfRun } from '@roar/db';
import { readableRun, type RunDatabases } from './run-access.ts';
import { toRunDetail } from './run-view.ts';

/** A run with its scores, for its owner, a launcher or an administrator of the student. */
export async function readRun(
  dbs: RunDatabases,
  auth: AccessTokenPayload,
  runId: string,
): Promise<RunDetail> {
  const run = await readableRun(dbs, auth, runId);
  return toRunDetail(run, await findScoreOfRun(dbs.app, run.id));
}

/** The stored trials of a run, in trial order, for whoever may read the run (bounded). */
export async function readRunTrials(
  dbs: RunDatabases,
  auth: AccessTokenPayload,
  runId: string,
): Promise<RunTrials> {
  const run = await readableRun(dbs, auth, runId);
  const rows = await findTrialsOfRun(dbs.app, run.id, RUN_TRIALS_READ_MAX + 1);
  return {
    trials: rows.slice(0, RUN_TRIALS_READ_MAX).map((t) => ({
      id: t.id,
      trialIndex: t.trialIndex,
      block: t.block,
      subtask: t.subtask,
      stage: t.stage,
      itemId: t.itemId,
      data: t.data,
    })),
    truncated: rows.length > RUN_TRIALS_READ_MAX,
  };
}
