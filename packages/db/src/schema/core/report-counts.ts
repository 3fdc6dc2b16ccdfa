import { bigserial, date, index, integer, smallint, text, boolean } from 'drizzle-orm/pg-core';
import { core } from './schema.ts';

/**
 * Pre-aggregated report counts (docs/decisions/040-report-counts.md): how many students of an
 * organisation's subtree hold each cell of an administration's report, so the progress counts and
 * the support-level summary of a district read a few thousand rows instead of every student.
 *
 * A cell is one assessment of one assignment (`task_id` its task) or the whole assignment
 * (`task_id` ''), with what the progress and summary reports group by: status, grade, support
 * level, score bins, norms kind and reliability. `from_on`..`to_on` is the period (inclusive,
 * `to_on` 'infinity' when open) during which the student belongs to the subtree, so memberships
 * that start or end later need no write on that day.
 *
 * Append-only: every write to the read model inserts the change (negative `n` for cells left,
 * positive for cells entered), so concurrent writers never wait on each other's rows; readers
 * sum the rows and fold an organisation's rows into one per cell (compactReportCounts).
 */
export const reportCounts = core.table(
  'report_counts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    administrationId: text().notNull(),
    orgId: text().notNull(),
    fromOn: date().notNull(),
    toOn: date().notNull(),
    /** '' for the whole assignment. */
    taskId: text().notNull(),
    status: text().notNull(),
    grade: text(),
    /** Support level as the summary shows it ('none': not scored); null for whole assignments. */
    level: text(),
    /** Bins (0-9) of the percentile and of the percent correct; null without that score. */
    percentileBin: smallint(),
    percentCorrectBin: smallint(),
    normsKind: text(),
    reliable: boolean(),
    n: integer().notNull(),
  },
  (t) => [index('report_counts_administration_id_org_id_idx').on(t.administrationId, t.orgId)],
);

export type ReportCount = typeof reportCounts.$inferSelect;
