import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { reportCounts } from '../schema/index.ts';
import { compactReportCounts, type ReportCountRow } from './report-counts.ts';
import { rowsOf, textArray, type ReportRowFilter, type ReportScope } from './report-sql.ts';

/**
 * Reads of the pre-aggregated report counts (docs/decisions/040-report-counts.md) for the
 * progress counts and the support-level summary.
 */

/**
 * Filters the counts cannot answer: they are kept per organisation, grade and cell, not per
 * student, so a school list inside the report's organisation, a name search, chosen students,
 * and status, support level or reliability of "any assessment" (a per-student condition) go to
 * the read model's query instead. `taskId` alone filters no rows (report-sql.ts).
 */
export const REPORT_COUNT_FALLBACK_FILTERS = [
  'schoolId',
  'search',
  'userIds',
  'status',
  'supportLevel',
  'reliability',
] as const satisfies readonly (keyof ReportRowFilter)[];

/** Whether the pre-aggregated counts answer a report with this filter. */
export function reportCountsAnswer(filter: ReportRowFilter = {}): boolean {
  return REPORT_COUNT_FALLBACK_FILTERS.every((key) => {
    const value = filter[key];
    return value === undefined || (Array.isArray(value) && value.length === 0) || value === '';
  });
}

/** One summed cell of an organisation on a day (from/to kept: it also tells rows from cells). */
export interface ReportCountCell extends Omit<
  ReportCountRow,
  'administration_id' | 'org_id' | 'from_on' | 'to_on' | 'n'
> {
  n: number | string;
  /** How many stored rows were summed into this cell. */
  stored: number | string;
}

/** SQL: the summed cells of the scope's organisation on its day, of the grades when given. */
export function reportCountCellsSql(
  scope: ReportScope,
  filter: ReportRowFilter = {},
  options: { tasksOnly?: boolean } = {},
): SQL {
  const grades = filter.grade?.length ? sql`and grade = any(${textArray(filter.grade)})` : sql``;
  return sql`select task_id, status, grade, level, percentile_bin, percent_correct_bin,
      norms_kind, reliable, sum(n) as n, count(*) as stored
    from ${reportCounts}
    where administration_id = ${scope.administrationId} and org_id = ${scope.orgId}
      and from_on <= ${scope.day} and to_on >= ${scope.day} ${grades}
      ${options.tasksOnly ? sql`and task_id <> ''` : sql``}
    group by task_id, status, grade, level, percentile_bin, percent_correct_bin, norms_kind,
      reliable, from_on, to_on
    having sum(n) <> 0`;
}

/**
 * The summed cells; folds the organisation's stored rows into one per cell afterwards when they
 * hold more than twice as many rows as cells (the writers only append).
 */
export async function readReportCountCells(
  db: Db,
  scope: ReportScope,
  filter: ReportRowFilter = {},
  options: { tasksOnly?: boolean } = {},
): Promise<ReportCountCell[]> {
  const cells = await rowsOf<ReportCountCell>(db, reportCountCellsSql(scope, filter, options));
  const stored = cells.reduce((sum, c) => sum + Number(c.stored), 0);
  if (stored > 2 * cells.length + 100) await compactReportCounts(db, scope);
  return cells;
}
