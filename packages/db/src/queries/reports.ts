import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  assignments,
  reportScores,
  users,
  type AssignmentAssessment,
  type ReportScore,
} from '../schema/index.ts';
import {
  afterKeys,
  sortKeyColumns,
  sortKeyOrder,
  sortKeys,
  type ReportOrder,
  type ReportSortKey,
} from './report-sort.ts';
import {
  reportRead,
  reportRowsCte,
  resolveReportScope,
  rowsOf,
  schoolNameOf,
  textArray,
  type ReportRowFilter,
  type ReportScope,
  type ResolvedReportScope,
} from './report-sql.ts';

export * from './report-sql.ts';
export * from './report-sort.ts';
export * from './report-header.ts';

/**
 * The progress and score reports (issue 7): one page of the student table and every row of it
 * for the CSV, over one administration and one organisation's subtree. The header is in
 * report-header.ts, summaries in report-summaries.ts, SQL shared by all in report-sql.ts.
 */

/** One student's row of a report table. */
export interface ReportStudentRow {
  userId: string;
  assignmentId: string;
  username: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  grade: string | null;
  /** The current school (first by name). */
  schoolName: string | null;
  assessments: AssignmentAssessment[];
  startedOn: Date | null;
  completedOn: Date | null;
  /** The report_scores rows of the assignment (score reports only, else empty). */
  scores: ReportScore[];
}

interface RawRow {
  assignment_id: string;
  user_id: string;
  username: string | null;
  email: string | null;
  name_first: string | null;
  name_last: string | null;
  grade: string | null;
  school_name: string | null;
  assessments: AssignmentAssessment[] | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/** A row found by a page or keyset step: its assignment and student. */
interface FoundRow {
  assignment_id: string;
  user_id: string;
}

/** The table rows of some found rows, in their order. */
async function studentRows(
  db: Db,
  day: string,
  found: readonly FoundRow[],
  withScores: boolean,
): Promise<ReportStudentRow[]> {
  if (found.length === 0) return [];
  const assignmentIds = found.map((f) => f.assignment_id);
  // Both id lists, so each table is read through its primary key.
  const raw = await rowsOf<RawRow>(
    db,
    sql`select a.id as assignment_id, u.id as user_id, u.username, u.email, u.name_first,
        u.name_last, u.grade, a.assessments, a.started_on, a.completed_on,
        ${schoolNameOf(day)} as school_name
      from ${assignments} a join ${users} u on u.id = a.user_id
      where a.id = any(${textArray(assignmentIds)})
        and u.id = any(${textArray(found.map((f) => f.user_id))})`,
  );
  const scores = withScores
    ? await db
        .select()
        .from(reportScores)
        .where(sql`${reportScores.assignmentId} = any(${textArray(assignmentIds)})`)
    : [];
  const scoresOf = new Map<string, ReportScore[]>();
  for (const score of scores) {
    const list = scoresOf.get(score.assignmentId) ?? [];
    list.push(score);
    scoresOf.set(score.assignmentId, list);
  }
  const byId = new Map(raw.map((r) => [r.assignment_id, r]));
  return assignmentIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        userId: r.user_id,
        assignmentId: r.assignment_id,
        username: r.username,
        email: r.email,
        firstName: r.name_first,
        lastName: r.name_last,
        grade: r.grade,
        schoolName: r.school_name,
        assessments: typeof r.assessments === 'string' ? JSON.parse(r.assessments) : r.assessments,
        startedOn: date(r.started_on),
        completedOn: date(r.completed_on),
        scores: scoresOf.get(id) ?? [],
      },
    ];
  });
}

export interface ReportTableParams extends ReportScope {
  filter?: ReportRowFilter;
  sort?: ReportSortKey;
  order?: ReportOrder;
  /** Also read each row's report_scores (score reports). */
  withScores?: boolean;
}

/** The filtered rows' CTE with their sort keys k0, k1... */
export function keyedRows(scope: ResolvedReportScope, params: ReportTableParams) {
  const keys = sortKeys(params.sort ?? 'lastName', scope.day);
  const cte = reportRowsCte(scope, params.filter, sortKeyColumns(keys), { materialized: true });
  return { keys, cte, order: params.order ?? 'asc' };
}

/** One page (from 1) of a report table and the number of rows matching the filter. */
export async function findReportPage(
  db: Db,
  params: ReportTableParams & { page: number; pageSize: number },
): Promise<{ rows: ReportStudentRow[]; total: number }> {
  const { page, pageSize } = params;
  return reportRead(db, async (tx) => {
    const scope = await resolveReportScope(tx, params);
    const { keys, cte, order } = keyedRows(scope, params);
    const found = await rowsOf<FoundRow & { total: number | string }>(
      tx,
      sql`${cte} select r.assignment_id, r.user_id, (select count(*) from report_rows) as total
        from report_rows r ${sortKeyOrder(keys, order, 'r.')}
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
    );
    let total = found.length ? Number(found[0]!.total) : 0;
    if (!found.length && page > 1) {
      const [counted] = await rowsOf<{ n: number | string }>(
        tx,
        sql`${reportRowsCte(scope, params.filter)} select count(*) as n from report_rows`,
      );
      total = Number(counted?.n ?? 0);
    }
    return { rows: await studentRows(tx, scope.day, found, params.withScores ?? false), total };
  });
}

/** Rows one batch of `iterateReportRows` yields. */
export const REPORT_BATCH_SIZE = 1_000;
/** Sort keys one keyset step reads (then read in batches of rows). */
export const REPORT_KEYSET_STEP = 50_000;

/**
 * Every row of a report table in its sort order, a batch at a time (for the CSV export). Keyset
 * pagination, never OFFSET: each step reads the next `REPORT_KEYSET_STEP` rows' ids after the
 * previous step's last sort keys (one pass over the filtered set per step), then their details
 * a batch of `batchSize` at a time by id. Memory holds one step's ids and one batch of rows.
 */
export async function* iterateReportRows(
  db: Db,
  params: ReportTableParams & { batchSize?: number; keysetStep?: number },
): AsyncGenerator<ReportStudentRow[]> {
  const batchSize = params.batchSize ?? REPORT_BATCH_SIZE;
  const step = Math.max(batchSize, params.keysetStep ?? REPORT_KEYSET_STEP);
  const scope = await resolveReportScope(db, params);
  const { keys, cte, order } = keyedRows(scope, params);
  const withScores = params.withScores ?? false;
  let after: unknown[] | undefined;
  for (;;) {
    const found = await reportRead(db, (tx) =>
      rowsOf<FoundRow & Record<string, unknown>>(
        tx,
        sql`${cte} select r.* from report_rows r
          ${after ? sql`where ${afterKeys(keys, order, after, 'r.')}` : sql``}
          ${sortKeyOrder(keys, order, 'r.')} limit ${step}`,
      ),
    );
    for (let i = 0; i < found.length; i += batchSize) {
      // Small statements by primary key: no JIT settings needed.
      const rows = await studentRows(db, scope.day, found.slice(i, i + batchSize), withScores);
      if (rows.length) yield rows;
    }
    if (found.length < step) return;
    const last = found.at(-1)!;
    after = keys.map((_, i) => last[`k${i}`]);
  }
}
