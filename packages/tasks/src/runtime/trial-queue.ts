import { openDB, type DBSchema } from 'idb';

/** What a queued record is: a trial, or an interaction (fullscreen left, window blurred, ...). */
export type QueueKind = 'trial' | 'interaction';

/** One record waiting for upload. `id` orders the queue and is what `ack` takes. */
export interface QueuedRecord {
  id: number;
  runId: string;
  kind: QueueKind;
  record: unknown;
}

interface QueueSchema extends DBSchema {
  pending: {
    key: number;
    value: Omit<QueuedRecord, 'id'> & { id?: number };
    indexes: { runId: string };
  };
}

/** IndexedDB database of the queue on the child's device. */
export const TRIAL_QUEUE_DB_NAME = 'roar-run-queue';
const STORE = 'pending';

/**
 * The device-side queue of a run's records (architecture.md section 8): every trial is written here
 * before anything else happens, and leaves only once the server has it. Records are structured
 * clones (plain data); each keeps its client-generated id inside, which makes resending safe.
 */
export interface TrialQueue {
  /** Persists `record`; resolves once the write transaction has committed. Returns its queue id. */
  enqueue(runId: string, kind: QueueKind, record: unknown): Promise<number>;
  /** The run's waiting records in insertion order (the first `limit` of them if given). */
  pending(runId: string, limit?: number): Promise<QueuedRecord[]>;
  /** Removes delivered records; unknown ids are ignored, so a repeated ack is harmless. */
  ack(ids: readonly number[]): Promise<void>;
  /** Runs that still have waiting records (to resume uploads after a reload). */
  runIds(): Promise<string[]>;
  close(): void;
}

/** Opens (creating on first use) the queue stored in the IndexedDB database `dbName`. */
export async function openTrialQueue(dbName = TRIAL_QUEUE_DB_NAME): Promise<TrialQueue> {
  const db = await openDB<QueueSchema>(dbName, 1, {
    upgrade(database) {
      // Index entries with equal keys are ordered by primary key: per run, insertion order.
      const store = database.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      store.createIndex('runId', 'runId');
    },
    // Another tab upgrading the schema must not be blocked by this one.
    blocking() {
      db.close();
    },
  });

  return {
    async enqueue(runId, kind, record) {
      const tx = db.transaction(STORE, 'readwrite');
      const id = await tx.store.add({ runId, kind, record });
      await tx.done;
      return id;
    },

    async pending(runId, limit) {
      const rows = await db.getAllFromIndex(STORE, 'runId', runId, limit);
      return rows.map(({ id, runId: rowRunId, kind, record }) => ({
        id: id as number,
        runId: rowRunId,
        kind,
        record,
      }));
    },

    async ack(ids) {
      if (ids.length === 0) return;
      const tx = db.transaction(STORE, 'readwrite');
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },

    async runIds() {
      const runIds: string[] = [];
      let cursor = await db
        .transaction(STORE)
        .store.index('runId')
        .openKeyCursor(null, 'nextunique');
      while (cursor) {
        runIds.push(cursor.key);
        cursor = await cursor.continue();
      }
      return runIds;
    },

    close() {
      db.close();
    },
  };
}
