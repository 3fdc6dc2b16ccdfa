import { index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, districtIdColumn, oneOf, timestamptz } from '../columns.ts';
import { JOB_STATES } from '../enums.ts';
import { core } from './schema.ts';

/**
 * What a person can see of a background job (docs/decisions/024-background-jobs.md). The queue
 * (pg-boss, schema `pgboss`) delivers and retries it; this row holds its owner and scope, sealed
 * input, progress, result and per-row problems, and outlives the queue's own record.
 */
export const jobs = core.table(
  'jobs',
  {
    id: text().primaryKey(),
    /** Id of the job's current delivery in the queue (a retry by hand sends a new one). */
    queueId: text(),
    /** What the job does, e.g. 'roster.import_students' (one handler per kind). */
    kind: text().notNull(),
    state: text({ enum: JOB_STATES }).notNull().default('queued'),
    /** With `kind`, makes starting the same work twice answer the first job. */
    idempotencyKey: text(),
    /** Who started it (null: the system, e.g. a schedule). */
    createdBy: text(),
    districtId: districtIdColumn(),
    /** Parameters worth showing (never secrets). */
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Sealed input (it may hold passwords or personal data); dropped once the job is over. */
    input: bytea(),
    progressDone: integer().notNull().default(0),
    progressTotal: integer(),
    /** Summary of the outcome (counts, file name). */
    result: jsonb().$type<Record<string, unknown>>(),
    /** Problems of single rows (e.g. refused roster rows), in row order. */
    rowErrors: jsonb().$type<JobRowError[]>(),
    /** Code of the last failure (shown to the super administrator; never a stack). */
    error: text(),
    attempts: integer().notNull().default(0),
    /** The process running it and when it last said so; a silent one has died. */
    workerId: text(),
    heartbeatAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    startedAt: timestamptz(),
    finishedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('jobs_kind_idempotency_key_idx').on(t.kind, t.idempotencyKey),
    index('jobs_created_by_idx').on(t.createdBy, t.createdAt),
    index('jobs_created_at_idx').on(t.createdAt),
    index('jobs_state_idx').on(t.state),
    oneOf('jobs_state_check', t.state, JOB_STATES),
  ],
);

/** A file a job produced (an export, a refused-rows report), sealed, until it expires. */
export const jobFiles = core.table(
  'job_files',
  {
    jobId: text()
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    contentType: text().notNull(),
    /** Size of the file itself, before compression and sealing. */
    size: integer().notNull(),
    /** gzip of the file, sealed with the jobs key. */
    content: bytea().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index('job_files_expires_at_idx').on(t.expiresAt)],
);

export interface JobRowError {
  /** 1-based row of the input (for a CSV, the line under the header). */
  row: number;
  errors: { field: string; code: string }[];
}

export type JobRow = typeof jobs.$inferSelect;
export type JobFileRow = typeof jobFiles.$inferSelect;
