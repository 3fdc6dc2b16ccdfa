import { backoffDelayMs } from '@roar/contracts';
import type { QueuedRecord, TrialQueue } from './trial-queue.ts';

/**
 * The server side of an upload, injected so the runtime stays free of app code. Every record
 * carries its client-generated id (20 chars, generateId), and the server stores by that id, so a
 * batch sent again after an unknown outcome (timeout, lost response) does no harm.
 */
export interface RunTransport {
  uploadTrials(runId: string, trials: unknown[]): Promise<void>;
  uploadInteractions(runId: string, events: unknown[]): Promise<void>;
  /** Marks the run complete once all of its records are on the server. */
  complete(runId: string): Promise<void>;
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
  const { runId, queue, transport, onStatusChange, onRetry, onDeadLetter } = options;
  const isPermanent = options.isPermanent ?? (() => false);
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

  const send = (kind: QueuedRecord['kind'], records: unknown[]) => {
    if (kind === 'complete') return transport.complete(runId);
    return kind === 'trial'
      ? transport.uploadTrials(runId, records)
      : transport.uploadInteractions(runId, records);
  };

  /**
   * Sends a batch; when the server refuses it for good, sends its records one by one so that only
   * the refused ones go to the dead-letter store.
   */
  const deliver = async (batch: readonly QueuedRecord[]) => {
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
