import {
  SURVEY_TASK_ID,
  rejectedTrialField,
  type AccessTokenPayload,
  type InteractionUpload,
  type TrialInput,
  type TrialUpload,
  type UploadResult,
} from '@roar/contracts';
import {
  appendTrialsToOwnRun,
  findClashingTrials,
  findRunById,
  insertInteractions,
  insertTrials,
  lockRun,
  runMonthOf,
  type Db,
  type Run,
} from '@roar/db';
import { gameOf } from '@roar/tasks/registry';
import { AppError, notFound } from '../../lib/errors.ts';
import { assertRunNotOptedOut } from '../survey/survey-access.ts';
import { writableRun, type RunDatabases } from './run-access.ts';

/** Inside the caller's transaction: the run locked against completion, if it still takes data. */
export async function openRun(tx: RunDatabases['app'], runId: string): Promise<Run> {
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

/** Runs remembered by `taskIdOfRun`; the oldest are forgotten first. */
const TASK_ID_CACHE_SIZE = 10_000;
const taskIds = new Map<string, string>();

/**
 * The task a run plays (undefined for an unknown run). A run's task never changes, so it is
 * remembered: the common upload stays one round trip after a run's first batch.
 */
async function taskIdOfRun(db: Db, runId: string): Promise<string | undefined> {
  const known = taskIds.get(runId);
  if (known !== undefined) return known;
  const run = await findRunById(db, runId);
  if (!run) return undefined;
  if (taskIds.size >= TASK_ID_CACHE_SIZE) taskIds.delete(taskIds.keys().next().value!);
  taskIds.set(runId, run.taskId);
  return run.taskId;
}

/** A trial of the upload whose data its run's game can never accept. */
interface InvalidTrial {
  /** Place in the upload's `trials`. */
  position: number;
  trial: TrialInput;
  problem: string;
}

/**
 * The trials whose `data` the game of `taskId` refuses (its `trialData` schema). Sizes are checked
 * before, by the request's schema (TrialDataSchema): an oversized trial is a 400, not this.
 */
function invalidTrials(taskId: string | undefined, trials: readonly TrialInput[]): InvalidTrial[] {
  const game = taskId ? gameOf(taskId) : undefined;
  if (!game) return [];
  return trials.flatMap((trial, position) => {
    const parsed = game.trialData.safeParse(trial.data);
    if (parsed.success) return [];
    const issue = parsed.error.issues[0];
    const path = ['data', ...(issue?.path ?? []).map(String)].join('.');
    return [{ position, trial, problem: `${path}: ${issue?.message ?? 'invalid'}` }];
  });
}

/** The permanent refusal of trials that can never be valid, naming each by its place. */
function trialInvalid(invalid: readonly InvalidTrial[]): AppError {
  const names = invalid.map((i) => `trial ${i.trial.trialIndex} (id ${i.trial.id})`);
  return new AppError(
    'trial_invalid',
    `The data of ${names.join(', ')} is not valid for this game; nothing was stored.`,
    Object.fromEntries(invalid.map((i) => [rejectedTrialField(i.position), i.problem])),
  );
}

/**
 * Appends trials to a run, in any order, idempotently: a trial already stored (same id, same run,
 * same index) counts as a duplicate. Another trial at a stored index, a trial id that belongs to
 * another run or index, or two trials of the batch at one index is a 409 `trial_conflict`. A trial
 * not stored yet whose data its run's game refuses is a 422 `trial_invalid` naming it: nothing of
 * the batch is stored, and the client sends the others again (ADR 020).
 */
export async function uploadTrials(
  dbs: RunDatabases,
  params: { auth: AccessTokenPayload; runId: string; upload: TrialUpload },
): Promise<UploadResult> {
  // One row per id: a trial repeated inside the batch is a duplicate of itself.
  const batch = [...new Map(params.upload.trials.map((t) => [t.id, t])).values()];
  const duplicates = params.upload.trials.length - batch.length;
  const indexesDistinct = new Set(batch.map((t) => t.trialIndex)).size === batch.length;
  const taskId = await taskIdOfRun(dbs.app, params.runId);
  const invalid = invalidTrials(taskId, params.upload.trials);
  if (taskId === SURVEY_TASK_ID) {
    const run = await findRunById(dbs.app, params.runId);
    if (run) await assertRunNotOptedOut(dbs, run);
  }
  // What the game sends while online, in one round trip: new valid trials of the caller's own
  // started run. Anything else (a retry, a conflict, launch mode, an error to answer) is checked
  // first.
  const storedAtOnce =
    invalid.length === 0 &&
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
  const accepted = await dbs.app.transaction((tx) =>
    insertCheckedTrials(tx, params.runId, batch, invalid),
  );
  return { accepted, duplicates: params.upload.trials.length - accepted };
}

/**
 * Inside a transaction: with the run locked, refuses the batch when a trial clashes with a stored
 * one or an invalid trial is not stored yet (an invalid trial stored before, under other rules,
 * is a duplicate like any other), then inserts the trials not stored yet; answers how many it
 * inserted.
 */
async function insertCheckedTrials(
  tx: RunDatabases['app'],
  runId: string,
  batch: readonly TrialInput[],
  invalid: readonly InvalidTrial[],
): Promise<number> {
  const run = await openRun(tx, runId);
  const clashing = await findClashingTrials(tx, {
    run,
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
  const refused = invalid.filter((i) => !stored.has(i.trial.id));
  if (refused.length > 0) throw trialInvalid(refused);
  return insertTrials(
    tx,
    batch
      .filter((t) => !stored.has(t.id))
      .map((t) => ({
        ...trialRow(t),
        runId: run.id,
        runMonth: runMonthOf(run.startedAt),
        districtId: run.districtId,
      })),
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
