import {
  backoffDelayMs,
  type InteractionInput,
  type RejectedTrials,
  type TrialInput,
  type TrialRejectionCode,
} from '@roar/contracts';
import type { QueuedRecord, TrialQueue } from './trial-queue.ts';

/**
 * The server side of an upload, injected so the runtime stays free of app code (the web app's
 * is apps/web/src/lib/run-transport.ts). Every record carries its client-generated id (20 chars,
 * generateId), and the server stores by that id, so a batch sent again after an unknown outcome
 * (timeout, lost response) does no harm. A failed call rejects; the uploader decides what next.
 */
export interface RunTransport {
  uploadTrials(runId: string, trials: readonly TrialInput[]): Promise<void>;
  uploadInteractions(runId: string, events: readonly InteractionInput[]): Promise<void>;
  /** Tells the server which trials it refused for good and the device dropped (ADR 020). */
  reportRejected(runId: string, report: RejectedTrials): Promise<void>;
  /** Marks the run complete once all of its records are on the server. */
  complete(runId: string): Promise<void>;
}

/**
 * The trials of a refused batch that the server will never store (`trial_invalid`): their places
 * in the batch and the code to report them with.
 */
export interface TrialRejection {
  code: TrialRejectionCode;
  positions: readonly number[];
}

/** Whether the device believes it is online, and when it comes back. */
export interface NetworkStatus {
  isOnline(): boolean;
  /** Calls `listener` on every return to online; returns an unsubscribe function. */
  onOnline(listener: () => void): () => void;
}

/** What the upload is doing, for a 'saving' or 'offline' hint on the end screen. */
export type UploadStatus = 'idle' | 'uploading' | 'retrying' | 'offline';

export interface RunUploaderOptions {
  runId: string;
  queue: TrialQueue;
  transport: RunTransport;
  /** Records per request, at most 50. */
  batchSize?: number;
  /** Waits `ms` before a retry (setTimeout by default; tests inject a fake). */
  sleep?: (ms: number) => Promise<void>;
  /** navigator.onLine and the window's 'online' event by default. */
  network?: NetworkStatus;
  onStatusChange?: (status: UploadStatus) => void;
  /** Every failed attempt, with the delay before the next one (for the error tracker). */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  /**
   * Whether the server refused for good (validation, permission, unknown run): retrying cannot
   * help. Such records move to the queue's dead-letter store instead of blocking the run forever.
   * Nothing is permanent by default.
   */
  isPermanent?: (error: unknown) => boolean;
  /** Records moved to the dead-letter store, with the error (for the error tracker). */
  onDeadLetter?: (records: readonly QueuedRecord[], error: unknown) => void;
  /**
   * Which trials of a batch refused for good can never be stored (undefined: the refusal is of
   * another kind). They are reported to the server, which flags the run, and removed from the
   * device (a classroom device is shared); the rest of the batch is sent again. Nothing is by
   * default.
   */
  rejectedTrials?: (error: unknown) => TrialRejection | undefined;
  /** Trials reported and dropped, with the error that refused them (for the error tracker). */
  onRejected?: (records: readonly QueuedRecord[], error: unknown) => void;
}

export interface RunUploader {
  /** Uploads everything queued for the run; resolves when its queue is empty. */
  flush(): Promise<void>;
  /**
   * Queues the run's completion behind its last record, then flushes: the completion is sent once
   * everything before it is on the server (retried like uploads, and resumed after a reload).
   */
  finish(): Promise<void>;
  /** Stops after the current request; promises of `flush`/`finish` then never settle. */
  stop(): void;
}

/** Largest batch a request may carry. */
export const MAX_UPLOAD_BATCH = 50;

/** The browser's view of connectivity. */
export function browserNetworkStatus(): NetworkStatus {
  return {
    isOnline: () => navigator.onLine,
    onOnline(listener) {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
  };
}

/** A request the server refused for good (see `isPermanent`). */
class RefusedForGood extends Error {
  constructor(readonly refusal: unknown) {
    super('The server refused the records for good.');
  }
}

const timeoutSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const never = new Promise<never>(() => {});

/**
 * Uploads a run's queue in insertion order (architecture.md section 8). Consecutive records of one
 * kind go in batches of up to 50; records are acked only after the server accepted them. A failed
 * request is retried for as long as it takes, waiting 1 s, 1.5 s, 2.25 s, ... up to 60 s between
 * attempts (spec section 9), pausing while the device is offline and retrying at once when it
 * comes back online. Only one request of a run is in flight at a time.
 */
export function createRunUploader(options: RunUploaderOptions): RunUploader {
  const { runId, queue, transport, onStatusChange, onRetry, onDeadLetter, onRejected } = options;
  const isPermanent = options.isPermanent ?? (() => false);
  const rejectedTrials = options.rejectedTrials ?? (() => undefined);
  const batchSize = Math.min(MAX_UPLOAD_BATCH, Math.max(1, options.batchSize ?? MAX_UPLOAD_BATCH));
  const sleep = options.sleep ?? timeoutSleep;
  const network = options.network ?? browserNetworkStatus();
  let stopped = false;
  let status: UploadStatus = 'idle';
  let draining: Promise<void> | undefined;
  let enqueuedSinceRead = false;

  const setStatus = (next: UploadStatus) => {
    if (next === status) return;
    status = next;
    onStatusChange?.(next);
  };

  const nextOnline = () =>
    new Promise<void>((resolve) => {
      const unsubscribe = network.onOnline(() => {
        unsubscribe();
        resolve();
      });
    });

  /** Waits out a backoff delay, cut short when the device returns online (a reopened laptop). */
  const sleepUnlessOnlineAgain = async (delayMs: number) => {
    let unsubscribe = () => {};
    const online = new Promise<void>((resolve) => {
      unsubscribe = network.onOnline(resolve);
    });
    try {
      await Promise.race([sleep(delayMs), online]);
    } finally {
      unsubscribe();
    }
  };

  /** Runs `request` until it succeeds; never gives up, since giving up would lose trials. */
  const withRetry = async (request: () => Promise<void>, busy: UploadStatus) => {
    for (let attempt = 1; ; attempt += 1) {
      if (!network.isOnline()) {
        setStatus('offline');
        await nextOnline();
        attempt = 1;
      }
      if (stopped) return never;
      setStatus(busy);
      try {
        await request();
        return;
      } catch (error) {
        if (isPermanent(error)) throw new RefusedForGood(error);
        const delayMs = backoffDelayMs(attempt);
        onRetry?.(error, attempt, delayMs);
        setStatus(network.isOnline() ? 'retrying' : 'offline');
        await sleepUnlessOnlineAgain(delayMs);
        if (stopped) return never;
      }
    }
  };

  // The queue holds what the runner stored: trials and events with their ids (TrialInput and
  // InteractionInput), and completions.
  const send = (kind: QueuedRecord['kind'], records: unknown[]) => {
    if (kind === 'complete') return transport.complete(runId);
    return kind === 'trial'
      ? transport.uploadTrials(runId, records as TrialInput[])
      : transport.uploadInteractions(runId, records as InteractionInput[]);
  };

  /** The records of a trial batch that the refusal names as never storable. */
  const rejectedOf = (batch: readonly QueuedRecord[], refusal: unknown) => {
    const rejection = batch[0]?.kind === 'trial' ? rejectedTrials(refusal) : undefined;
    const rows = (rejection?.positions ?? []).flatMap((position) => {
      const row = batch[position];
      return row ? [row] : [];
    });
    return rejection && rows.length > 0 ? { code: rejection.code, rows } : undefined;
  };

  /**
   * Reports rejected trials (retried like uploads), then removes them from the device. A report
   * the server refuses for good (the run is gone or completed) has nobody left to tell.
   */
  const reject = async (
    code: TrialRejectionCode,
    rows: readonly QueuedRecord[],
    refusal: unknown,
  ) => {
    const trials = rows.map((row) => {
      const { id, trialIndex } = row.record as TrialInput;
      return { id, trialIndex };
    });
    try {
      await withRetry(() => transport.reportRejected(runId, { code, trials }), 'uploading');
    } catch (error) {
      if (!(error instanceof RefusedForGood)) throw error;
    }
    await queue.ack(rows.map((row) => row.id));
    onRejected?.(rows, refusal);
  };

  /**
   * Sends a batch. When the server refuses it for good: trials it names as never storable are
   * reported and dropped and the rest is sent again; otherwise its records go one by one, so that
   * only the refused ones go to the dead-letter store.
   */
  const deliver = async (batch: readonly QueuedRecord[]): Promise<void> => {
    const kind = batch[0]?.kind ?? 'trial';
    try {
      await withRetry(
        () =>
          send(
            kind,
            batch.map((row) => row.record),
          ),
        'uploading',
      );
      await queue.ack(batch.map((row) => row.id));
      return;
    } catch (error) {
      if (!(error instanceof RefusedForGood)) throw error;
      const rejected = rejectedOf(batch, error.refusal);
      if (rejected) {
        await reject(rejected.code, rejected.rows, error.refusal);
        const rest = batch.filter((row) => !rejected.rows.includes(row));
        if (rest.length > 0) await deliver(rest);
        return;
      }
      if (batch.length === 1) {
        await queue.deadLetter(batch, String(error.refusal));
        onDeadLetter?.(batch, error.refusal);
        return;
      }
    }
    for (const row of batch) await deliver([row]);
  };

  const drain = async () => {
    for (;;) {
      enqueuedSinceRead = false;
      const rows = await queue.pending(runId, batchSize);
      if (rows.length === 0) {
        // A flush() that arrived during the read may concern a record the read did not see.
        if (enqueuedSinceRead) continue;
        setStatus('idle');
        return;
      }
      const kind = rows[0]?.kind ?? 'trial';
      // A completion goes alone; trials and interactions go in runs of one kind.
      const end = kind === 'complete' ? 1 : rows.findIndex((row) => row.kind !== kind);
      const batch = end === -1 ? rows : rows.slice(0, end);
      await deliver(batch);
    }
  };

  const flush = (): Promise<void> => {
    if (stopped) return never;
    enqueuedSinceRead = true;
    draining ??= drain().finally(() => {
      draining = undefined;
    });
    return draining;
  };

  return {
    flush,
    async finish() {
      if (stopped) return never;
      await queue.enqueue(runId, 'complete', { runId });
      await flush();
    },
    stop() {
      stopped = true;
    },
  };
}
