import { z } from 'zod';
import { OrgListsSchema } from './administrations.ts';
import { RosterRowSchema } from './roster.ts';

/**
 * Background jobs as the API shows them (docs/decisions/024-background-jobs.md). Kinds are the
 * queue names; a client only needs to know the ones it starts.
 */
export const JOB_KINDS = {
  importStudents: 'roster.import_students',
  hashPasswords: 'roster.hash_passwords',
  exportUsers: 'export.users_csv',
  exportReport: 'export.report_csv',
  exportItemResponses: 'export.item_responses',
  printLetters: 'export.parent_letters',
  sendMail: 'mail.send',
  scoreRun: 'runs.score',
  calibrateItems: 'calibration.items',
  rescoreRuns: 'runs.rescore',
  buildLocalNorms: 'norms.build_local',
  housekeeping: 'housekeeping',
} as const;
export type JobKind = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];

export const JOB_STATES = [
  'queued',
  'active',
  'retrying',
  'completed',
  'failed',
  'cancelled',
] as const;
export type JobStateName = (typeof JOB_STATES)[number];
export const FINISHED_JOB_STATES: readonly JobStateName[] = ['completed', 'failed', 'cancelled'];

/** Rows one student import may carry (one roster file). */
export const STUDENT_IMPORT_MAX_ROWS = 20_000;
/** Problems of single rows a job answers inline; all of them are in its report file. */
export const JOB_ROW_ERRORS_SHOWN = 200;

export const JobRowErrorSchema = z.object({
  row: z.number().int(),
  errors: z.array(z.object({ field: z.string(), code: z.string() })),
});
export type JobRowError = z.infer<typeof JobRowErrorSchema>;

export const JobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  params: z.record(z.string(), z.unknown()),
  progressDone: z.number().int(),
  progressTotal: z.number().int().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Code of the last failure, e.g. 'job_error', 'worker_lost', 'not_permitted'. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Who started it (shown to super administrators), null for the system. */
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The file it produced, while it can be downloaded. */
  file: z.object({ name: z.string(), size: z.number().int(), expiresAt: z.string() }).nullable(),
  /** Whether a super administrator may retry (failed or cancelled, input still kept). */
  canRetry: z.boolean(),
});
export type Job = z.infer<typeof JobSchema>;

/** One job with the first problems of single rows (the rest in its file). */
export const JobDetailSchema = JobSchema.extend({
  rowErrors: z.array(JobRowErrorSchema),
  rowErrorCount: z.number().int(),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

export const JobIdParamsSchema = z.object({ id: z.uuid() });

export const ListJobsQuerySchema = z.object({
  /** Only jobs of this kind. */
  kind: z.string().max(64).optional(),
  /** Only jobs in these states (comma-separated). */
  state: z
    .string()
    .max(100)
    .optional()
    .transform((v) => v?.split(',').filter(Boolean))
    .pipe(z.array(z.enum(JOB_STATES)).optional()),
  /** Everyone's jobs (super administrators); otherwise the caller's own. */
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /** Cursor of the next page (the `next` of the previous answer). */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const ListJobsResponseSchema = z.object({
  jobs: z.array(JobSchema),
  next: z.string().nullable(),
});
export type ListJobsResponse = z.infer<typeof ListJobsResponseSchema>;

/**
 * `POST /api/admin/roster/student-imports`: every row of a roster file, checked as a whole before
 * any is written, then created by a background job.
 */
export const StartStudentImportRequestSchema = z.object({
  rows: z.array(RosterRowSchema).min(1).max(STUDENT_IMPORT_MAX_ROWS),
  orgs: OrgListsSchema.omit({ families: true }).optional(),
  /** Name of the uploaded file, shown with the job. */
  fileName: z.string().max(255).optional(),
  /** The file's column headers, in order: the refused-rows report repeats them. */
  headers: z.array(z.string().max(200)).max(100).optional(),
  /** The file's original cells per row (same order as `rows`), for the refused-rows report. */
  records: z
    .array(z.array(z.string().max(1000)).max(100))
    .max(STUDENT_IMPORT_MAX_ROWS)
    .optional(),
});
export type StartStudentImportRequest = z.input<typeof StartStudentImportRequestSchema>;

/** What a finished student import tells (the job's `result`). */
export const StudentImportResultSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  refused: z.number().int(),
});
export type StudentImportResult = z.infer<typeof StudentImportResultSchema>;
