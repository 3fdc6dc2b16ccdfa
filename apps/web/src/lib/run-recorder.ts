import { UNSTORABLE_INPUT_PROBLEMS, generateId, rejectedTrialPositions } from '@roar/contracts';
import type { GameTrial } from '@roar/tasks';
// The runtime's modules one by one: the home loads this file, and must not load the games.
import {
  createRunUploader,
  type RunUploader,
  type TrialRejection,
  type UploadStatus,
} from '@roar/tasks/runtime/run-uploader.ts';
import { openTrialQueue, type TrialQueue } from '@roar/tasks/runtime/trial-queue.ts';
import { ApiRequestError } from './api-client.ts';
import { reportError, reportWarning } from './error-reporting.ts';
import { createRunHttpTransport } from './run-transport.ts';

/**
 * Interactions recorded with their trial (docs/product/tasks.md section 4: fullscreen and window
 * focus).
 */
export type InteractionEvent = 'blur' | 'focus' | 'fullscreenenter' | 'fullscreenexit';

/**
 * Answers that retrying cannot change: the request itself is wrong, not allowed, or about a run
 * that is gone. 408 (timeout) and 429 (rate limit) are temporary; 401 is first handled by the API
 * client's refresh, and a 401 that survives it means the session ended: keep the records until
 * the child signs in again.
 */
export function isRefusedForGood(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

/**
 * The trials of a refused batch the server will never store, by their places in the batch: those
 * a `trial_invalid` answer names, and those a `validation_failed` answer names for text the
 * server can never store (`trials.<i>...`: `invalidText` or `tooDeep`, as a NUL in a response
 * gives). The uploader reports and drops them (ADR 020); other validation failures go to the
 * dead-letter store as before.
 */
export function rejectedTrialsOf(error: unknown): TrialRejection | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === 'trial_invalid') {
    return { code: 'trial_invalid', positions: rejectedTrialPositions(error.fields) };
  }
  if (error.code !== 'validation_failed') return undefined;
  const positions = rejectedTrialPositions(error.fields, (problem) =>
    (UNSTORABLE_INPUT_PROBLEMS as readonly string[]).includes(problem),
  );
  return positions.length > 0 ? { code: 'trial_invalid', positions } : undefined;
}

/**
 * Who started each run on this device (localStorage): a classroom device is shared, and the queue
 * of one child must never be sent with another child's session, where the server would refuse it
 * for good and the records would end up as dead letters instead of reaching their run.
 */
const OWNERS_KEY = 'roar.run-owners';
/** Runs remembered at most (the oldest are forgotten first). */
const OWNERS_LIMIT = 200;

function readOwners(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(OWNERS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function rememberOwner(runId: string, uid: string): void {
  const owners = readOwners();
  delete owners[runId];
  owners[runId] = uid;
  const kept = Object.entries(owners).slice(-OWNERS_LIMIT);
  try {
    window.localStorage.setItem(OWNERS_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage blocked: this page still uploads its own run; others wait for their owner.
  }
}

let queuePromise: Promise<TrialQueue> | null = null;
/** The device's one queue of run records (IndexedDB), opened once per page. */
function sharedQueue(): Promise<TrialQueue> {
  queuePromise ??= openTrialQueue();
  return queuePromise;
}

function uploaderFor(runId: string, queue: TrialQueue, onStatus?: (s: UploadStatus) => void) {
  return createRunUploader({
    runId,
    queue,
    transport: createRunHttpTransport(),
    isPermanent: isRefusedForGood,
    onDeadLetter: (records, error) =>
      reportError(error, { runId, deadLettered: records.length, kind: records[0]?.kind }),
    rejectedTrials: rejectedTrialsOf,
    onRejected: (records, error) =>
      reportWarning('Trials rejected by the server', {
        runId,
        rejected: records.length,
        error: String(error),
      }),
    onRetry: (error, attempt) => {
      if (attempt === 5) reportWarning('Run upload keeps failing', { runId, error: String(error) });
    },
    ...(onStatus ? { onStatusChange: onStatus } : {}),
  });
}

/** A trial with its client-generated id (contracts: TrialInput). */
export type TrialRecord = GameTrial & { id: string };

/** Gives a game's trial its id; the same record goes to the resume copy and to the queue. */
export const withTrialId = (trial: GameTrial): TrialRecord => ({ id: generateId(), ...trial });

export interface RunRecorder {
  /** Stores a trial on the device (resolves once it is safe there), then uploads it. */
  record(trial: TrialRecord): Promise<void>;
  /**
   * Queues again the trials a reloaded page remembers. One may have been remembered but not
   * queued when the page went away; the server keeps each id once, so the others cost nothing.
   */
  requeue(trials: readonly TrialRecord[]): Promise<void>;
  interaction(event: InteractionEvent, trialIndex: number, timeMs: number): Promise<void>;
  /** Queues the completion behind the last record; resolves once the server has all of it. */
  finish(): Promise<void>;
  stop(): void;
}

/**
 * Records one run of the signed-in user `ownerUid`: every record goes to IndexedDB first, then to
 * the server in order.
 */
export async function openRunRecorder(
  runId: string,
  ownerUid: string,
  onStatus?: (status: UploadStatus) => void,
): Promise<RunRecorder> {
  rememberOwner(runId, ownerUid);
  const queue = await sharedQueue();
  const uploader: RunUploader = uploaderFor(runId, queue, onStatus);
  const upload = () => {
    uploader.flush().catch((error: unknown) => reportError(error, { runId }));
  };
  // Whatever an earlier page left of this run goes first.
  upload();
  return {
    async record(trial) {
      await queue.enqueue(runId, 'trial', trial);
      upload();
    },
    async requeue(trials) {
      for (const trial of trials) await queue.enqueue(runId, 'trial', trial);
      if (trials.length > 0) upload();
    },
    async interaction(event, trialIndex, timeMs) {
      await queue.enqueue(runId, 'interaction', {
        id: generateId(),
        event,
        trialIndex,
        timeMs: Math.max(0, Math.round(timeMs)),
      });
      upload();
    },
    finish: () => uploader.finish(),
    stop: () => uploader.stop(),
  };
}

/**
 * Sends what earlier pages of the signed-in user `ownerUid` left in the queue (a reload, a closed
 * laptop, a lost network): each of their runs with waiting records, completions included. Runs of
 * other users on this device wait for their owner. Resolves with the number of runs sent.
 */
export async function resumePendingUploads(ownerUid: string): Promise<number> {
  const queue = await sharedQueue();
  const owners = readOwners();
  const runIds = (await queue.runIds()).filter((runId) => owners[runId] === ownerUid);
  await Promise.all(runIds.map((runId) => uploaderFor(runId, queue).flush()));
  return runIds.length;
}
