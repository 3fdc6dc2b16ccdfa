import { z } from 'zod';
import { ORG_KINDS } from './orgs.ts';
import {
  RELIABILITY_FILTERS,
  REPORT_SORTS,
  REPORT_STATUSES,
  REPORT_SUPPORT_LEVELS,
  ReportExportQuerySchema,
} from './reports.ts';
import { ListUsersQuerySchema, USER_SORT_FIELDS } from './users-admin.ts';

/**
 * CSV exports as background jobs (docs/decisions/024-background-jobs.md, docs/reports-csv.md):
 * a request starts the job and answers `202` with it; the job's file is the CSV the matching
 * `GET ... .csv` endpoint streams, fetched from `GET /api/admin/jobs/:id/file`.
 *
 * A job's `params` say what was asked without personal data: a search text and the selected
 * students' ids travel in the job's sealed input, and the params only tell that there was a
 * search and how many students were selected.
 */

export const REPORT_EXPORT_KINDS = ['progress', 'scores'] as const;

/**
 * `POST /api/admin/reports/:administrationId/:orgType/:orgId/exports`: which report, with the
 * filters, sort, selection and locale `GET .../{progress,scores}/students.csv` takes.
 */
export const StartReportExportRequestSchema = ReportExportQuerySchema.extend({
  report: z.enum(REPORT_EXPORT_KINDS),
});
export type StartReportExportRequest = z.input<typeof StartReportExportRequestSchema>;

/** `POST /api/admin/orgs/:orgType/:orgId/users/exports`: the user list's filter and order. */
export const StartUsersExportRequestSchema = ListUsersQuerySchema.pick({
  search: true,
  sort: true,
  order: true,
  includeArchived: true,
});
export type StartUsersExportRequest = z.input<typeof StartUsersExportRequestSchema>;

/** The `params` of an `export.report_csv` job. */
export const ReportExportJobParamsSchema = z.object({
  report: z.enum(REPORT_EXPORT_KINDS),
  administrationId: z.string(),
  orgType: z.enum(ORG_KINDS),
  orgId: z.string(),
  schoolId: z.array(z.string()),
  grade: z.array(z.string()),
  taskId: z.string().nullable(),
  status: z.array(z.enum(REPORT_STATUSES)),
  supportLevel: z.array(z.enum(REPORT_SUPPORT_LEVELS)),
  reliability: z.enum(RELIABILITY_FILTERS).nullable(),
  sort: z.enum(REPORT_SORTS),
  order: z.enum(['asc', 'desc']),
  locale: z.string().nullable(),
  /** Whether a search narrowed the rows (its text is in the sealed input). */
  search: z.boolean(),
  /** How many students were selected ("export selected"; their ids are sealed); null: all rows. */
  selected: z.number().int().nullable(),
});
export type ReportExportJobParams = z.infer<typeof ReportExportJobParamsSchema>;

/** The `params` of an `export.users_csv` job. */
export const UsersExportJobParamsSchema = z.object({
  orgType: z.enum(ORG_KINDS),
  orgId: z.string(),
  sort: z.enum(USER_SORT_FIELDS),
  order: z.enum(['asc', 'desc']),
  includeArchived: z.boolean(),
  /** Whether a search narrowed the list (its text is in the sealed input). */
  search: z.boolean(),
});
export type UsersExportJobParams = z.infer<typeof UsersExportJobParamsSchema>;

/**
 * `POST /api/admin/reports/:administrationId/:orgType/:orgId/item-responses/exports`: every
 * answer to one task's items by the organisation's students in the administration, one row per
 * trial (docs/item-responses-export.md; issue 20 item 2). Students and runs are pseudonyms that
 * differ per export unless `identified` asks for usernames.
 */
export const StartItemResponseExportRequestSchema = z.object({
  taskId: z.string().min(1).max(64),
  identified: z.boolean().default(false),
});
export type StartItemResponseExportRequest = z.input<typeof StartItemResponseExportRequestSchema>;

/** The `params` of an `export.item_responses` job. */
export const ItemResponseExportJobParamsSchema = z.object({
  administrationId: z.string(),
  orgType: z.enum(ORG_KINDS),
  orgId: z.string(),
  taskId: z.string(),
  identified: z.boolean(),
});
export type ItemResponseExportJobParams = z.infer<typeof ItemResponseExportJobParamsSchema>;

/** Columns of the item-response CSV, in order (docs/item-responses-export.md). */
export const ITEM_RESPONSE_CSV_COLUMNS = [
  'student',
  'grade',
  'run',
  'completed_on',
  'best_run',
  'reliable',
  'trial_index',
  'subtask',
  'item',
  'response',
  'correct',
  'rt_ms',
  'theta',
] as const;
