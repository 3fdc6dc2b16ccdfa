import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { JobState } from '../schema/enums.ts';
import { jobFiles, jobs, users, type JobRow, type JobRowError } from '../schema/index.ts';

/** The states a job does not leave by itself (docs/decisions/024-background-jobs.md). */
export const FINISHED_JOB_STATES = [
  'completed',
  'failed',
  'cancelled',
] as const satisfies JobState[];

export interface NewJob {
  id: string;
  kind: string;
  idempotencyKey?: string | null;
  createdBy?: string | null;
  districtId?: string | null;
  params?: Record<string, unknown>;
  input?: Buffer | null;
  progressTotal?: number | null;
}

/**
 * Records a job, or answers the one already recorded under the same kind and idempotency key
 * (`created` false): starting the same work twice gives one job.
 */
export async function insertJob(db: Db, job: NewJob): Promise<{ job: JobRow; created: boolean }> {
  const [inserted] = await db
    .insert(jobs)
    .values({
      id: job.id,
      kind: job.kind,
      idempotencyKey: job.idempotencyKey ?? null,
      createdBy: job.createdBy ?? null,
      districtId: job.districtId ?? null,
      params: job.params ?? {},
      input: job.input ?? null,
      progressTotal: job.progressTotal ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { job: inserted, created: true };
  const [existing] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, job.kind), eq(jobs.idempotencyKey, job.idempotencyKey ?? '')));
  if (!existing) throw new Error(`job ${job.id} was neither inserted nor found`);
  return { job: existing, created: false };
}

export async function setJobQueueId(db: Db, id: string, queueId: string): Promise<void> {
  await db.update(jobs).set({ queueId }).where(eq(jobs.id, id));
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** The columns of a job but its sealed input, which can be megabytes (a roster file). */
const { input: _input, ...withoutInput } = getTableColumns(jobs);
const hasInput = sql<boolean>`${jobs.input} is not null`.as('has_input');

/** A job as shown and managed: without its input, only whether it is still kept. */
export type JobView = Omit<JobRow, 'input'> & { hasInput: boolean };

/** A job without reading its input (screens poll this every second while a job runs). */
export async function findJobView(db: Db, id: string): Promise<JobView | undefined> {
  const [row] = await db
    .select({ ...withoutInput, hasInput })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row;
}

export interface JobListQuery {
  createdBy?: string;
  kind?: string;
  states?: readonly JobState[];
  /** Jobs created before this one (keyset paging, newest first). */
  before?: { createdAt: Date; id: string };
  limit: number;
}

/** Jobs newest first, without their input (only whether it is still kept). */
export async function listJobs(db: Db, query: JobListQuery): Promise<Omit<JobView, 'rowErrors'>[]> {
  const filters: SQL[] = [];
  if (query.createdBy) filters.push(eq(jobs.createdBy, query.createdBy));
  if (query.kind) filters.push(eq(jobs.kind, query.kind));
  if (query.states?.length) filters.push(inArray(jobs.state, [...query.states]));
  if (query.before) {
    const { createdAt, id } = query.before;
    filters.push(
      or(lt(jobs.createdAt, createdAt), and(eq(jobs.createdAt, createdAt), lt(jobs.id, id)))!,
    );
  }
  const { rowErrors: _rowErrors, ...columns } = withoutInput;
  return db
    .select({ ...columns, hasInput })
    .from(jobs)
    .where(and(...filters))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(query.limit);
}

/**
 * Takes the job for `workerId` through the queue's delivery `queueId`: active, one attempt more,
 * its heartbeat now. Undefined when the job is not waiting for this delivery (cancelled, finished
 * by an earlier one, running elsewhere, or sent again by hand): the delivery is then spent.
 */
export async function claimJob(
  db: Db,
  { id, queueId, workerId }: { id: string; queueId: string; workerId: string },
  now: Date,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      state: 'active',
      queueId,
      workerId,
      heartbeatAt: now,
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`coalesce(${jobs.startedAt}, ${now.toISOString()}::timestamptz)`,
      error: null,
    })
    .where(
      and(
        eq(jobs.id, id),
        inArray(jobs.state, ['queued', 'retrying']),
        or(isNull(jobs.queueId), eq(jobs.queueId, queueId)),
      ),
    )
    .returning();
  return row;
}

/**
 * Progress of a running job, as its worker: false when the job is no longer this worker's
 * (cancelled, or given to another worker after this one went silent), so the work must stop.
 * Inside the transaction of a step's writes it makes the step and its count commit together.
 */
export async function reportJobProgress(
  db: Db,
  id: string,
  workerId: string,
  progress: { done?: number; total?: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      heartbeatAt: now,
      ...(progress.done !== undefined ? { progressDone: progress.done } : {}),
      ...(progress.total !== undefined ? { progressTotal: progress.total } : {}),
    })
    .where(and(eq(jobs.id, id), eq(jobs.workerId, workerId), eq(jobs.state, 'active')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Keeps the heartbeat of `workerId`'s running jobs. */
export async function beatJobs(db: Db, ids: readonly string[], workerId: string, now: Date) {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ heartbeatAt: now })
    .where(and(inArray(jobs.id, [...ids]), eq(jobs.workerId, workerId), eq(jobs.state, 'active')));
}

export interface JobOutcome {
  state: JobState;
  result?: Record<string, unknown> | null;
  rowErrors?: JobRowError[] | null;
  error?: string | null;
}

/**
 * Moves a job to `outcome.state` as `workerId` (or as anyone when workerId is null, e.g. a
 * cancel). A finished job forgets its input, except a failed one, which keeps it so that it can be
 * retried until housekeeping removes it. False when the job was not in a state it may leave.
 */
export async function setJobOutcome(
  db: Db,
  id: string,
  workerId: string | null,
  outcome: JobOutcome,
  now: Date,
): Promise<boolean> {
  const finished = (FINISHED_JOB_STATES as readonly string[]).includes(outcome.state);
  const rows = await db
    .update(jobs)
    .set({
      state: outcome.state,
      ...(outcome.result !== undefined ? { result: outcome.result } : {}),
      ...(outcome.rowErrors !== undefined ? { rowErrors: outcome.rowErrors } : {}),
      ...(outcome.error !== undefined ? { error: outcome.error } : {}),
      ...(outcome.state === 'active' ? {} : { workerId: null }),
      ...(finished ? { finishedAt: now } : {}),
      ...(outcome.state === 'completed' || outcome.state === 'cancelled' ? { input: null } : {}),
    })
    .where(
      and(
        eq(jobs.id, id),
        workerId === null ? undefined : eq(jobs.workerId, workerId),
        notInArray(jobs.state, FINISHED_JOB_STATES),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * A failed or cancelled job made ready to run again from the start: queued, its progress, result
 * and problems cleared. Undefined when it is not failed or cancelled, or (`needsInput`) its input
 * is gone.
 */
export async function requeueJob(
  db: Db,
  id: string,
  { needsInput }: { needsInput: boolean },
): Promise<Omit<JobRow, 'input'> | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      state: 'queued',
      progressDone: 0,
      result: null,
      rowErrors: null,
      error: null,
      finishedAt: null,
      workerId: null,
      heartbeatAt: null,
    })
    .where(
      and(
        eq(jobs.id, id),
        inArray(jobs.state, ['failed', 'cancelled']),
        needsInput ? isNotNull(jobs.input) : undefined,
      ),
    )
    .returning(withoutInput);
  return row;
}

/**
 * Running jobs whose worker has been silent since `silentSince` (all running jobs when it is
 * undefined: on the embedded database only this process can be running any).
 */
export async function silentJobs(db: Db, silentSince?: Date): Promise<Omit<JobRow, 'input'>[]> {
  return db
    .select(withoutInput)
    .from(jobs)
    .where(
      and(eq(jobs.state, 'active'), silentSince ? lt(jobs.heartbeatAt, silentSince) : undefined),
    );
}

/** Jobs recorded before `createdBefore` that never reached the queue (their send failed). */
export async function unsentJobs(db: Db, createdBefore: Date): Promise<Omit<JobRow, 'input'>[]> {
  return db
    .select(withoutInput)
    .from(jobs)
    .where(and(eq(jobs.state, 'queued'), isNull(jobs.queueId), lt(jobs.createdAt, createdBefore)));
}

/** Saves what a running job has established so far (e.g. the problems found before writing). */
export async function recordJobFindings(
  db: Db,
  id: string,
  workerId: string,
  findings: { result?: Record<string, unknown>; rowErrors?: JobRowError[] },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      ...(findings.result !== undefined ? { result: findings.result } : {}),
      ...(findings.rowErrors !== undefined ? { rowErrors: findings.rowErrors } : {}),
    })
    .where(and(eq(jobs.id, id), eq(jobs.workerId, workerId), eq(jobs.state, 'active')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Stores (or replaces) the file a job produced. */
export async function putJobFile(
  db: Db,
  file: {
    jobId: string;
    name: string;
    contentType: string;
    size: number;
    content: Buffer;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insert(jobFiles)
    .values(file)
    .onConflictDoUpdate({
      target: jobFiles.jobId,
      set: {
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        content: file.content,
        expiresAt: file.expiresAt,
      },
    });
}

/** The unexpired file of a job. */
export async function findJobFile(db: Db, jobId: string, now: Date) {
  const [row] = await db
    .select()
    .from(jobFiles)
    .where(
      and(
        eq(jobFiles.jobId, jobId),
        sql`${jobFiles.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row;
}

/** Name, size and expiry of the files of `jobIds` (without their content). */
export async function jobFileFacts(db: Db, jobIds: readonly string[]) {
  if (jobIds.length === 0) return [];
  return db
    .select({
      jobId: jobFiles.jobId,
      name: jobFiles.name,
      size: jobFiles.size,
      expiresAt: jobFiles.expiresAt,
    })
    .from(jobFiles)
    .where(inArray(jobFiles.jobId, [...jobIds]));
}

/**
 * Housekeeping: deletes expired files, forgets the input of jobs that failed before `inputsBefore`
 * (they can no longer be retried), and deletes the records of jobs finished before `jobsBefore`.
 */
export async function pruneJobs(
  db: Db,
  { now, inputsBefore, jobsBefore }: { now: Date; inputsBefore: Date; jobsBefore: Date },
): Promise<{ files: number; inputs: number; jobs: number }> {
  const files = await db
    .delete(jobFiles)
    .where(lte(jobFiles.expiresAt, now))
    .returning({ id: jobFiles.jobId });
  const inputs = await db
    .update(jobs)
    .set({ input: null })
    .where(
      and(
        isNotNull(jobs.input),
        inArray(jobs.state, FINISHED_JOB_STATES),
        lt(jobs.finishedAt, inputsBefore),
      ),
    )
    .returning({ id: jobs.id });
  const old = await db
    .delete(jobs)
    .where(and(inArray(jobs.state, FINISHED_JOB_STATES), lt(jobs.finishedAt, jobsBefore)))
    .returning({ id: jobs.id });
  return { files: files.length, inputs: inputs.length, jobs: old.length };
}

/** Names of the people who started jobs (id -> the fields a display name is made of). */
export async function jobStarters(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      nameFirst: users.nameFirst,
      nameLast: users.nameLast,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}
