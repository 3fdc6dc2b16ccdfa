import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import {
  beatJobs,
  claimJob,
  findJobView,
  FINISHED_JOB_STATES,
  insertJob,
  putJobFile,
  recordJobFindings,
  reportJobProgress,
  requeueJob,
  setJobOutcome,
  setJobQueueId,
  silentJobs,
  unsentJobs,
  type Database,
  type JobRow,
  type JobView,
  type JobState,
} from '@roar/db';
import { JobFailure, JobStopped, type AnyJobHandler, type JobContext } from './job-handler.ts';
import { seal, sealJson, unsealJson } from './seal.ts';
import { Slots } from './slots.ts';
import { AppError } from '../../lib/errors.ts';

export interface JobQueueSettings {
  /** Run jobs in this process (JOBS_WORKER=in-process); off: only enqueue (`npm run worker` runs them). */
  runWorkers: boolean;
  /** Jobs this process runs at once (JOB_CONCURRENCY). */
  concurrency: number;
  /** How often an idle worker asks the queue for work (a job enqueued here wakes it at once). */
  pollingSeconds: number;
  /** A running job whose worker has been silent this long is given to another (JOB_STALE_SECONDS). */
  staleSeconds: number;
  /** How long a job's file is kept (JOB_FILE_RETENTION_HOURS). */
  fileRetentionHours: number;
  /** Cron schedules to keep in the queue: kind -> cron expression (UTC). */
  schedules: Record<string, string>;
  /** How often schedules are looked at (pg-boss's cron monitor; default 30 s, shorter in tests). */
  cronCheckSeconds?: number;
}

export interface EnqueueRequest {
  params?: Record<string, unknown>;
  /** Sealed before it is stored; given back to the handler. */
  input?: unknown;
  /** With the kind: starting the same work again answers the first job. */
  idempotencyKey?: string;
  createdBy?: string | null;
  districtId?: string | null;
  progressTotal?: number;
}

export interface JobQueueDeps {
  /** The database of the queue and of `core.jobs` (the admin target). */
  database: Database;
  handlers: readonly AnyJobHandler[];
  /** Key that seals inputs and files. */
  key: Buffer;
  log: FastifyBaseLogger;
  settings: JobQueueSettings;
  now?: () => Date;
}

/** A job whose pg-boss delivery never ran this long (a send that failed) is sent again. */
const UNSENT_GRACE_MS = 60_000;
/** pg-boss fails an active job after this; our heartbeat notices a dead worker much sooner. */
const QUEUE_EXPIRE_SECONDS = 6 * 3600;

/** How long a stopping queue waits for released handlers to reach their next step. */
const RELEASE_WAIT_MS = 3000;

/** Pause after each step of a job on the embedded database (see `step`). */
const STEP_PAUSE_MS = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a delivery carries: the job's id; none for a delivery made by a schedule. */
interface QueueData {
  jobId?: string;
}

/**
 * Background jobs on PostgreSQL or the embedded database (docs/decisions/024-background-jobs.md):
 * pg-boss delivers, retries with backoff and schedules; `core.jobs` holds what people see (state,
 * progress, result, per-row problems, the sealed input) and who may see it. Every worker writes
 * through its claim on the row, so a worker that lost its job (cancelled, or presumed dead and
 * handed on) can no longer change anything.
 */
export class JobQueue {
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #deps: JobQueueDeps;
  readonly #boss: PgBoss;
  readonly #handlers: Map<string, AnyJobHandler>;
  /** Jobs this process runs: how to stop each, and when its handler has returned. */
  readonly #running = new Map<string, { controller: AbortController; settled: Promise<void> }>();
  readonly #workerIds = new Map<string, string[]>();
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #slots: Slots;
  #started = false;
  #stopping = false;
  /** Set once stopped: late calls of the queue library (after a release) touch nothing. */
  #closed = false;

  constructor(deps: JobQueueDeps) {
    this.#deps = deps;
    this.#handlers = new Map(deps.handlers.map((h) => [h.kind, h]));
    this.#slots = new Slots(deps.settings.concurrency);
    const db = {
      executeSql: (text: string, values?: unknown[]) =>
        this.#closed ? Promise.resolve({ rows: [] }) : deps.database.executeSql(text, values),
    };
    this.#boss = new PgBoss({
      db,
      schedule: Object.keys(deps.settings.schedules).length > 0,
      ...(deps.settings.cronCheckSeconds
        ? {
            cronMonitorIntervalSeconds: deps.settings.cronCheckSeconds,
            cronWorkerIntervalSeconds: deps.settings.cronCheckSeconds,
          }
        : {}),
      supervise: true,
      // Completed deliveries are only bookkeeping here: core.jobs keeps what people see.
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 7,
    });
    this.#boss.on('error', (err) => deps.log.error({ err }, 'job queue error'));
  }

  /** The key that seals job inputs and files (and pending passwords of imported students). */
  get sealKey(): Buffer {
    return this.#deps.key;
  }

  get handlers(): ReadonlyMap<string, AnyJobHandler> {
    return this.#handlers;
  }

  #now(): Date {
    return this.#deps.now?.() ?? new Date();
  }

  #handler(kind: string): AnyJobHandler {
    const handler = this.#handlers.get(kind);
    if (!handler) throw new Error(`no handler for job kind ${kind}`);
    return handler;
  }

  /**
   * Installs or migrates the queue's schema, creates the queues and schedules, takes back the jobs
   * of dead workers and, when configured, starts working.
   */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const { settings, database } = this.#deps;
    await this.#boss.start();
    for (const handler of this.#handlers.values()) {
      const options = {
        name: handler.kind,
        retryLimit: handler.retryLimit,
        retryDelay: handler.retryDelaySeconds,
        retryBackoff: handler.retryBackoff,
        expireInSeconds: QUEUE_EXPIRE_SECONDS,
      };
      await this.#boss.createQueue(handler.kind, options);
      await this.#boss.updateQueue(handler.kind, options);
    }
    for (const [kind, cron] of Object.entries(settings.schedules)) {
      await this.#boss.schedule(kind, cron, {}, { tz: 'UTC' });
    }
    // On the embedded database no other process can be running a job: every active one was
    // this data directory's previous process's, and it is gone.
    await this.recoverSilentJobs({ all: database.kind === 'pglite' });
    if (!settings.runWorkers) return;
    for (const handler of this.#handlers.values()) {
      const workers = Math.min(handler.concurrency ?? settings.concurrency, settings.concurrency);
      const ids: string[] = [];
      for (let i = 0; i < workers; i += 1) {
        ids.push(
          await this.#boss.work<QueueData>(
            handler.kind,
            {
              batchSize: 1,
              includeMetadata: true,
              pollingIntervalSeconds: settings.pollingSeconds,
            },
            async ([delivery]) => this.#deliver(delivery!),
          ),
        );
      }
      this.#workerIds.set(handler.kind, ids);
    }
    const beat = Math.max(1, Math.min(10, settings.staleSeconds / 3)) * 1000;
    this.#every(beat, () =>
      beatJobs(database.db, [...this.#running.keys()], this.workerId, this.#now()),
    );
    this.#every(settings.staleSeconds * 1000, () => this.recoverSilentJobs({ all: false }));
  }

  #every(ms: number, task: () => Promise<unknown>) {
    const timer = setInterval(() => {
      task().catch((err: unknown) => this.#deps.log.error({ err }, 'job queue upkeep failed'));
    }, ms);
    timer.unref();
    this.#timers.push(timer);
  }

  /**
   * Records a job and hands it to the queue, or answers the job already recorded under the same
   * idempotency key (`created` false).
   */
  async enqueue(kind: string, request: EnqueueRequest): Promise<{ job: JobRow; created: boolean }> {
    this.#handler(kind);
    const { key, database } = this.#deps;
    const recorded = await insertJob(database.db, {
      id: randomUUID(),
      kind,
      idempotencyKey: request.idempotencyKey ?? null,
      createdBy: request.createdBy ?? null,
      districtId: request.districtId ?? null,
      params: request.params ?? {},
      input: request.input === undefined ? null : sealJson(key, request.input),
      progressTotal: request.progressTotal ?? null,
    });
    if (!recorded.created) return recorded;
    const queueId = await this.#send(recorded.job);
    return { job: { ...recorded.job, queueId }, created: true };
  }

  async #send(job: Pick<JobRow, 'id' | 'kind'>): Promise<string> {
    const handler = this.#handler(job.kind);
    const queueId = await this.#boss.send(job.kind, { jobId: job.id } satisfies QueueData, {
      retryLimit: handler.retryLimit,
      retryDelay: handler.retryDelaySeconds,
      retryBackoff: handler.retryBackoff,
      expireInSeconds: QUEUE_EXPIRE_SECONDS,
    });
    if (!queueId) throw new Error(`the queue refused job ${job.id}`);
    await setJobQueueId(this.#deps.database.db, job.id, queueId);
    for (const id of this.#workerIds.get(job.kind) ?? []) this.#boss.notifyWorker(id);
    return queueId;
  }

  /** Cancels a job that is not over; a running one stops at its next progress report. */
  async cancel(id: string): Promise<JobView | undefined> {
    const { database } = this.#deps;
    const job = await findJobView(database.db, id);
    if (!job || isFinished(job.state)) return job;
    await setJobOutcome(database.db, id, null, { state: 'cancelled' }, this.#now());
    if (job.queueId) await this.#boss.cancel(job.kind, job.queueId);
    this.#running.get(id)?.controller.abort();
    return findJobView(database.db, id);
  }

  /**
   * Runs a failed or cancelled job again from the start, as a new delivery. Undefined when it is
   * in another state, or its input has already been removed.
   */
  async retry(id: string): Promise<Omit<JobRow, 'input'> | undefined> {
    const { database } = this.#deps;
    const job = await findJobView(database.db, id);
    if (!job || !this.#handlers.has(job.kind)) return undefined;
    const requeued = await requeueJob(database.db, id, {
      needsInput: this.#handler(job.kind).needsInput,
    });
    if (!requeued) return undefined;
    const queueId = await this.#send(requeued);
    return { ...requeued, queueId };
  }

  /**
   * Gives the jobs of silent workers back to the queue as a failed attempt (retried while attempts
   * remain), and sends the jobs whose first send never reached it.
   */
  async recoverSilentJobs({ all }: { all: boolean }): Promise<void> {
    const { database, settings, log } = this.#deps;
    const now = this.#now();
    const silent = await silentJobs(
      database.db,
      all ? undefined : new Date(now.getTime() - settings.staleSeconds * 1000),
    );
    for (const job of silent) {
      if (this.#running.has(job.id) || !this.#handlers.has(job.kind)) continue;
      let state: JobState = 'failed';
      if (job.queueId) {
        await this.#boss.fail(job.kind, job.queueId, { message: 'worker_lost' });
        const delivery = await this.#boss.getJobById(job.kind, job.queueId);
        if (delivery && ['created', 'retry'].includes(delivery.state)) state = 'retrying';
      }
      const changed = await setJobOutcome(
        database.db,
        job.id,
        job.workerId ?? null,
        { state, error: 'worker_lost' },
        now,
      );
      if (changed)
        log.warn({ jobId: job.id, kind: job.kind, state }, 'job of a silent worker taken back');
    }
    const unsent = await unsentJobs(database.db, new Date(now.getTime() - UNSENT_GRACE_MS));
    for (const job of unsent) await this.#send(job);
  }

  /** One delivery from pg-boss: claim the job, run its handler, record the outcome. */
  async #deliver(delivery: PgBoss.JobWithMetadata<QueueData>): Promise<void> {
    const { database, key, log } = this.#deps;
    await this.#slots.acquire();
    try {
      if (this.#stopping) throw new Error('the worker is stopping');
      const jobId = delivery.data?.jobId ?? (await this.#recordScheduled(delivery));
      const claimed = await claimJob(
        database.db,
        { id: jobId, queueId: delivery.id, workerId: this.workerId },
        this.#now(),
      );
      if (!claimed) return;
      const handler = this.#handler(claimed.kind);
      const { input: sealed, ...job } = claimed;
      let input: unknown;
      if (sealed) {
        try {
          input = unsealJson(key, sealed);
        } catch {
          await this.#finish(job.id, { state: 'failed', error: 'input_unreadable' });
          return;
        }
      } else if (handler.needsInput) {
        await this.#finish(job.id, { state: 'failed', error: 'input_missing' });
        return;
      }
      const controller = new AbortController();
      let settle = () => {};
      const settled = new Promise<void>((resolve) => (settle = resolve));
      this.#running.set(job.id, { controller, settled });
      const jobLog = log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
      try {
        const output = await handler.run(this.#context(job, input, controller.signal, jobLog));
        await this.#finish(job.id, {
          state: 'completed',
          result: output.result ?? null,
          ...(output.rowErrors ? { rowErrors: output.rowErrors } : {}),
        });
        jobLog.info('job completed');
      } catch (err) {
        if (err instanceof JobStopped || controller.signal.aborted) return;
        // A refusal (bad input, out of scope) stays one however often it is tried.
        const refusal = err instanceof AppError && err.statusCode < 500;
        const permanent = err instanceof JobFailure || refusal;
        const willRetry = !permanent && delivery.retryCount < delivery.retryLimit;
        jobLog.error({ err, willRetry }, 'job failed');
        await this.#finish(job.id, {
          state: willRetry ? 'retrying' : 'failed',
          error: err instanceof JobFailure || refusal ? (err as JobFailure).code : 'job_error',
        });
        // pg-boss schedules the next attempt of a failed delivery.
        if (willRetry) throw err;
      } finally {
        this.#running.delete(job.id);
        settle();
      }
    } finally {
      this.#slots.release();
    }
  }

  /** A delivery of a schedule gets its record on arrival (once, keyed by the delivery). */
  async #recordScheduled(delivery: PgBoss.Job<QueueData>): Promise<string> {
    const { job } = await insertJob(this.#deps.database.db, {
      id: randomUUID(),
      kind: delivery.name,
      idempotencyKey: `schedule:${delivery.id}`,
      params: { scheduled: true },
    });
    return job.id;
  }

  async #finish(id: string, outcome: Parameters<typeof setJobOutcome>[3]) {
    await setJobOutcome(this.#deps.database.db, id, this.workerId, outcome, this.#now());
  }

  #context(
    job: Omit<JobRow, 'input'>,
    input: unknown,
    signal: AbortSignal,
    log: FastifyBaseLogger,
  ): JobContext<Record<string, unknown>, unknown> {
    const { database, key, settings } = this.#deps;
    const report = async (
      db: Parameters<typeof reportJobProgress>[0],
      p: { done?: number; total?: number },
    ) => {
      if (signal.aborted || !(await reportJobProgress(db, job.id, this.workerId, p, this.#now()))) {
        throw new JobStopped();
      }
    };
    return {
      job,
      params: job.params,
      input,
      signal,
      log,
      progress: (p) => report(database.db, p),
      step: async (done, write) => {
        const out = await database.db.transaction(async (tx) => {
          const written = await write(tx);
          await report(tx, { done });
          return written;
        });
        // The embedded database runs one statement at a time in this thread: a pause between
        // steps lets requests waiting for it (a progress bar's polls, sign-ins) go first.
        if (database.kind === 'pglite') await sleep(STEP_PAUSE_MS);
        return out;
      },
      record: async (findings) => {
        if (!(await recordJobFindings(database.db, job.id, this.workerId, findings))) {
          throw new JobStopped();
        }
      },
      putFile: async ({ name, contentType, content }) => {
        const plain = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
        await putJobFile(database.db, {
          jobId: job.id,
          name,
          contentType,
          size: plain.length,
          content: seal(key, gzipSync(plain)),
          expiresAt: new Date(this.#now().getTime() + settings.fileRetentionHours * 3_600_000),
        });
      },
    };
  }

  /**
   * Stops taking work, lets running jobs finish for up to `timeoutMs`, then releases the rest to
   * the queue (a failed attempt, retried by this or another process) and stops their handlers.
   */
  async stop(timeoutMs: number): Promise<void> {
    if (!this.#started || this.#stopping) return;
    this.#stopping = true;
    for (const timer of this.#timers) clearInterval(timer);
    await this.#boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    const released = [...this.#running.entries()];
    for (const [id, { controller }] of released) {
      controller.abort();
      await this.#finish(id, { state: 'retrying', error: 'released' }).catch(() => undefined);
    }
    // The aborted handlers stop at their next step; the database stays open until they have.
    await Promise.race([
      Promise.allSettled(released.map(([, r]) => r.settled)),
      sleep(RELEASE_WAIT_MS),
    ]);
    this.#closed = true;
  }
}

function isFinished(state: JobState): boolean {
  return (FINISHED_JOB_STATES as readonly JobState[]).includes(state);
}
