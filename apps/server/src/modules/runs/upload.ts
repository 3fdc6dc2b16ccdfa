import type {
  AccessTokenPayload,
  InteractionUpload,
  TrialInput,
  TrialUpload,
  UploadResult,
} from '@roar/contracts';
import {
  appendTrialsToOwnRun,
  findClashingTrials,
  insertInteractions,
  insertTrials,
  lockRun,
  type Run,
} from '@roar/db';
import { AppError, notFound } from '../../lib/errors.ts';
import { writableRun, type RunDatabases } from './run-access.ts';

/** Inside the caller's transaction: the run locked against completion, if it still takes data. */
async function openRun(tx: RunDatabases['app'], runId: string): Promise<Run> {
  const run = await lockRun(tx, runId);
  if (!run) throw notFound('No such run.');
  if (run.state !== 'started') throw new AppError('run_completed', 'The run is completed.');
  return run;
}

/** The stored columns of an uploaded trial, besides its run's keys. */
function trialRow(t: TrialInput) {
  return {
    id: t.id,
    trialIndex: t.trialIndex,
    block: t.block ?? null,
    subtask: t.subtask ?? null,
    stage: t.stage,
    itemId: t.itemId ?? null,
    data: t.data,
  };
}

/**
 * Appends trials to a run, in any order, idempotently: a trial already stored (same id, same run,
 * same index) counts as a duplicate. Another trial at a stored index, a trial id that belongs to
 * another run or index, or two trials of the batch at one index is a 409 `trial_conflict`.
 */
export async function uploadTrials(
  dbs: RunDatabases,
  params: { auth: AccessTokenPayload; runId: string; upload: TrialUpload },
): Promise<UploadResult> {
  // One row per id: a trial repeated inside the batch is a duplicate of itself.
  const batch = [...new Map(params.upload.trials.map((t) => [t.id, t])).values()];
  const duplicates = params.upload.trials.length - batch.length;
  const indexesDistinct = new Set(batch.map((t) => t.trialIndex)).size === batch.length;
  // What the game sends while online, in one round trip: new trials of the caller's own started
  // run. Anything else (a retry, a conflict, launch mode, an error to answer) is checked first.
  const storedAtOnce =
    indexesDistinct &&
    (await appendTrialsToOwnRun(dbs.app, {
      runId: params.runId,
      userId: params.auth.sub,
      trials: batch.map(trialRow),
    }));
  if (storedAtOnce) return { accepted: batch.length, duplicates };

  await writableRun(dbs, params.auth, params.runId);
  if (!indexesDistinct) {
    throw new AppError('trial_conflict', 'Two trials of the batch share a trial index.');
  }
  const accepted = await dbs.app.transaction((tx) => insertCheckedTrials(tx, params.runId, batch));
  return { accepted, duplicates: params.upload.trials.length - accepted };
}

/**
 * Inside a transaction: with the run locked, refuses the batch when a trial clashes with a stored
 * one, then inserts the trials not stored yet; answers how many it inserted.
 */
async function insertCheckedTrials(
  tx: RunDatabases['app'],
  runId: string,
  batch: readonly TrialInput[],
): Promise<number> {
  const run = await openRun(tx, runId);
  const clashing = await findClashingTrials(tx, {
    runId: run.id,
    ids: batch.map((t) => t.id),
    trialIndexes: batch.map((t) => t.trialIndex),
  });
  const stored = new Map(clashing.map((c) => [c.id, c]));
  const storedIndexes = new Map(
    clashing.filter((c) => c.runId === run.id).map((c) => [c.trialIndex, c.id]),
  );
  for (const trial of batch) {
    const same = stored.get(trial.id);
    const atIndex = storedIndexes.get(trial.trialIndex);
    const sameRow = same && same.runId === run.id && same.trialIndex === trial.trialIndex;
    if ((same && !sameRow) || (atIndex !== undefined && atIndex !== trial.id)) {
      throw new AppError(
        'trial_conflict',
        `Trial ${trial.trialIndex} conflicts with a stored one.`,
      );
    }
  }
  return insertTrials(
    tx,
    batch
      .filter((t) => !stored.has(t.id))
      .map((t) => ({ ...trialRow(t), runId: run.id, districtId: run.districtId })),
  );
}

/** Appends focus and fullscreen events to a run, idempotently by their client ids. */
export async function uploadInteractions(
  dbs: RunDatabases,
  params: { auth: AccessTokenPayload; runId: string; upload: InteractionUpload },
): Promise<UploadResult> {
  await writableRun(dbs, params.auth, params.runId);
  const accepted = await dbs.app.transaction(async (tx) => {
    const run = await openRun(tx, params.runId);
    return insertInteractions(
      tx,
      params.upload.events.map((e) => ({
        id: e.id,
        runId: run.id,
        districtId: run.districtId,
        trialIndex: e.trialIndex,
        event: e.event,
        timeMs: e.timeMs,
      })),
    );
  });
  return { accepted, duplicates: params.upload.events.length - accepted };
}
