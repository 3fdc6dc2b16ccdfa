import { openDB, type DBSchema } from 'idb';

/**
 * What a queued record is: a trial, an interaction (fullscreen left, window blurred, ...), or the
 * run's completion, queued after its last trial so that it is sent only once everything before it
 * is on the server, even when that happens after a reload or on another page.
 */
export type QueueKind = 'trial' | 'interaction' | 'complete';

/** One record waiting for upload. `id` orders the queue and is what `ack` takes. */
export interface QueuedRecord {
  id: number;
  runId: string;
  kind: QueueKind;
  record: unknown;
}

/** A record the server refused for good (kept on the device for support, never resent). */
export interface DeadRecord extends QueuedRecord {
  reason: string;
  failedAt: string;
}

interface QueueSchema extends DBSchema {
  pending: {
    key: number;
    value: Omit<QueuedRecord, 'id'> & { id?: number };
    indexes: { runId: string };
  };
  dead: {
    key: number;
    value: DeadRecord;
  };
}

/** IndexedDB database of the queue on the child's device. */
export const TRIAL_QUEUE_DB_NAME = 'roar-run-queue';
const STORE = 'pending';
const DEAD_STORE = 'dead';
/** Records kept in the dead-letter store; older ones are dropped first. */
export const DEAD_LETTER_LIMIT = 500;

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
  /**
   * Moves records the server refused for good (a 4xx other than timeouts and rate limits) out of
   * the queue into the dead-letter store, so that they stop blocking the records behind them.
   */
  deadLetter(records: readonly QueuedRecord[], reason: string): Promise<void>;
  /** The dead-letter store, oldest first. */
  deadRecords(): Promise<DeadRecord[]>;
  /** Runs that still have waiting records (to resume uploads after a reload). */
  runIds(): Promise<string[]>;
  close(): void;
}

/** Opens (creating on first use) the queue stored in the IndexedDB database `dbName`. */
export async function openTrialQueue(dbName = TRIAL_QUEUE_DB_NAME): Promise<TrialQueue> {
  const db = await openDB<QueueSchema>(dbName, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        // Index entries with equal keys are ordered by primary key: per run, insertion order.
        const store = database.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
        store.createIndex('runId', 'runId');
      }
      if (oldVersion < 2) database.createObjectStore(DEAD_STORE, { keyPath: 'id' });
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

    async deadLetter(records, reason) {
      if (records.length === 0) return;
      const tx = db.transaction([STORE, DEAD_STORE], 'readwrite');
      const dead = tx.objectStore(DEAD_STORE);
      const failedAt = new Date().toISOString();
      const writes: Array<Promise<unknown>> = [];
      for (const record of records) {
        writes.push(tx.objectStore(STORE).delete(record.id));
        writes.push(dead.put({ ...record, reason, failedAt }));
      }
      await Promise.all(writes);
      // Bounded: a device that keeps failing must not fill its storage.
      const count = await dead.count();
      let surplus = count - DEAD_LETTER_LIMIT;
      let cursor = surplus > 0 ? await dead.openCursor() : null;
      while (cursor && surplus > 0) {
        await cursor.delete();
        surplus -= 1;
        cursor = await cursor.continue();
      }
      await tx.done;
    },

    deadRecords: () => db.getAll(DEAD_STORE),

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
