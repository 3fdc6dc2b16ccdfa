import type { FastifyBaseLogger } from 'fastify';
import type { Db, JobRow, JobRowError } from '@roar/db';

/**
 * What a handler gets for one run of a job. The job may be a retry: `job.progressDone` is what
 * earlier attempts committed, and a handler resumes from there (ADR 024, "Exactly once").
 */
export interface JobContext<Params, Input> {
  job: Omit<JobRow, 'input'>;
  params: Params;
  /** The unsealed input, or undefined when the job was started without one. */
  input: Input | undefined;
  /** Aborted when the process stops and the job is released to run again elsewhere. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /**
   * Records progress (and that this worker is alive). Throws `JobStopped` when the job is no
   * longer this worker's: it was cancelled, or given to another worker after this one fell silent.
   */
  progress(progress: { done?: number; total?: number }): Promise<void>;
  /**
   * Runs `write` in a transaction that also records `done`: the step's writes and the count that
   * says they happened commit together or not at all, so a retry resumes exactly after them.
   */
  step<T>(done: number, write: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Saves what the job has established so far (visible in `job` on a later attempt), e.g. the
   * problems found by checking every row before the first write. Throws `JobStopped` like
   * `progress`.
   */
  record(findings: { result?: Record<string, unknown>; rowErrors?: JobRowError[] }): Promise<void>;
  /** Stores the job's file (an export, a report of refused rows), kept for the retention time. */
  putFile(file: { name: string; contentType: string; content: Buffer | string }): Promise<void>;
}

export interface JobOutput {
  result?: Record<string, unknown>;
  rowErrors?: JobRowError[];
}

/** One kind of background job. */
export interface JobHandler<Params = Record<string, unknown>, Input = unknown> {
  kind: string;
  /** Further attempts after a failure, waiting `retryDelaySeconds` (doubling with backoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** The input is needed to run it (a failed job whose input has expired cannot be retried). */
  needsInput: boolean;
  /** Jobs of this kind one process runs at once at most (further limited by JOB_CONCURRENCY). */
  concurrency?: number;
  run(ctx: JobContext<Params, Input>): Promise<JobOutput>;
}

/** Thrown inside a handler whose job was taken away (cancelled or handed to another worker). */
export class JobStopped extends Error {
  constructor() {
    super('the job is no longer this worker’s');
    this.name = 'JobStopped';
  }
}

/** A failure that another attempt cannot mend (e.g. an input that cannot be read): no retry. */
export class JobFailure extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'JobFailure';
  }
}

/** A handler list entry whose types are erased, as the queue stores them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobHandler = JobHandler<any, any>;
