import { gunzipSync } from 'node:zlib';
import {
  JOB_ROW_ERRORS_SHOWN,
  type AccessTokenPayload,
  type Job,
  type JobDetail,
  type JobStateName,
  type ListJobsResponse,
} from '@roar/contracts';
import {
  findJobView,
  findJobFile,
  jobFileFacts,
  jobStarters,
  listJobs,
  type Db,
  type JobRow,
  type JobView,
} from '@roar/db';
import { notFound } from '../../lib/errors.ts';
import type { JobQueue } from './queue.ts';
import { unseal } from './seal.ts';

export interface JobServiceContext {
  db: Db;
  jobs: JobQueue;
  auth: AccessTokenPayload;
  now?: Date;
}

type Listed = Omit<JobView, 'rowErrors'>;

/**
 * A job as its starter or a super administrator sees it; anyone else is told it does not exist
 * (docs/decisions/024-background-jobs.md, "Who sees a job").
 */
async function visibleJob(ctx: JobServiceContext, id: string): Promise<JobView> {
  const job = await findJobView(ctx.db, id);
  if (!job || (!ctx.auth.super_admin && job.createdBy !== ctx.auth.sub)) {
    throw notFound('No such job.');
  }
  return job;
}

async function present(ctx: JobServiceContext, rows: Listed[]): Promise<Job[]> {
  const now = ctx.now ?? new Date();
  const starters = new Map(
    (
      await jobStarters(ctx.db, [
        ...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : []))),
      ])
    ).map((u) => [
      u.id,
      [u.nameFirst, u.nameLast].filter(Boolean).join(' ') || u.username || u.email || u.id,
    ]),
  );
  const files = new Map(
    (
      await jobFileFacts(
        ctx.db,
        rows.map((r) => r.id),
      )
    ).map((f) => [f.jobId, f]),
  );
  return rows.map((row) => {
    const file = files.get(row.id);
    const handler = ctx.jobs.handlers.get(row.kind);
    const retryable =
      (row.state === 'failed' || row.state === 'cancelled') &&
      Boolean(handler) &&
      (!handler!.needsInput || row.hasInput);
    return {
      id: row.id,
      kind: row.kind,
      state: row.state as JobStateName,
      params: row.params,
      progressDone: row.progressDone,
      progressTotal: row.progressTotal,
      result: row.result ?? null,
      error: row.error,
      attempts: row.attempts,
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      createdBy: row.createdBy
        ? { id: row.createdBy, name: starters.get(row.createdBy) ?? row.createdBy }
        : null,
      file:
        file && file.expiresAt > now
          ? { name: file.name, size: file.size, expiresAt: file.expiresAt.toISOString() }
          : null,
      canRetry: Boolean(ctx.auth.super_admin) && retryable,
    };
  });
}

export async function jobDetail(ctx: JobServiceContext, id: string): Promise<JobDetail> {
  const { rowErrors, ...job } = await visibleJob(ctx, id);
  const [shown] = await present(ctx, [job]);
  return {
    ...shown!,
    rowErrors: (rowErrors ?? []).slice(0, JOB_ROW_ERRORS_SHOWN),
    rowErrorCount: rowErrors?.length ?? 0,
  };
}

const cursorOf = (job: Pick<JobRow, 'createdAt' | 'id'>) =>
  Buffer.from(JSON.stringify([job.createdAt.toISOString(), job.id])).toString('base64url');

function parseCursor(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const createdAt = new Date(String(at));
    if (typeof id !== 'string' || Number.isNaN(createdAt.getTime())) return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}

/**
 * The caller's jobs, newest first; everyone's for a super administrator asking for `all`
 * (anyone else asking for all gets their own).
 */
export async function listVisibleJobs(
  ctx: JobServiceContext,
  query: { kind?: string; state?: JobStateName[]; all: boolean; cursor?: string; limit: number },
): Promise<ListJobsResponse> {
  const everyone = query.all && Boolean(ctx.auth.super_admin);
  const before = parseCursor(query.cursor);
  const rows = await listJobs(ctx.db, {
    ...(everyone ? {} : { createdBy: ctx.auth.sub }),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.state ? { states: query.state } : {}),
    ...(before ? { before } : {}),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    jobs: await present(ctx, page),
    next: rows.length > query.limit ? cursorOf(page.at(-1)!) : null,
  };
}

/** Cancels a job of the caller's (or any, for a super administrator) that is not over. */
export async function cancelJob(ctx: JobServiceContext, id: string): Promise<JobDetail> {
  await visibleJob(ctx, id);
  await ctx.jobs.cancel(id);
  return jobDetail(ctx, id);
}

/**
 * A super administrator (the route lets no one else in) runs a failed or cancelled job again;
 * a job in any other state, or whose input is gone, is answered as it is.
 */
export async function retryJob(ctx: JobServiceContext, id: string): Promise<JobDetail> {
  await visibleJob(ctx, id);
  await ctx.jobs.retry(id);
  return jobDetail(ctx, id);
}

/** The file a job produced, unsealed, while it has not expired. */
export async function jobFile(
  ctx: JobServiceContext,
  id: string,
): Promise<{ name: string; contentType: string; content: Buffer }> {
  await visibleJob(ctx, id);
  const file = await findJobFile(ctx.db, id, ctx.now ?? new Date());
  if (!file) throw notFound('This file is no longer kept.');
  return {
    name: file.name,
    contentType: file.contentType,
    content: gunzipSync(unseal(ctx.jobs.sealKey, file.content)),
  };
}
