import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { assignments, memberships, orgs, reportCounts, users } from '../schema/index.ts';
import {
  ASSESSMENT_LEVEL,
  ASSESSMENT_STATUS,
  joinScoreOfCell,
  rowsOf,
  scoreBin,
  textArray,
} from './report-sql.ts';

/**
 * The pre-aggregated report counts (docs/decisions/040-report-counts.md): `core.report_counts`
 * holds, per administration and organisation, how many students of the organisation's subtree
 * hold each report cell. Every write that changes a student's cells goes through
 * `withReportCounts`, which appends the difference in the same transaction.
 */

/** One cell count as the cells query answers it (dates as text: 'infinity' stays exact). */
export interface ReportCountRow {
  administration_id: string;
  org_id: string;
  from_on: string;
  to_on: string;
  task_id: string;
  status: string;
  grade: string | null;
  level: string | null;
  percentile_bin: number | null;
  percent_correct_bin: number | null;
  norms_kind: string | null;
  reliable: boolean | null;
  n: number;
}

/** The columns that name a cell of `core.report_counts` (every column but `id` and `n`). */
export const REPORT_COUNT_KEYS = [
  'administration_id',
  'org_id',
  'from_on',
  'to_on',
  'task_id',
  'status',
  'grade',
  'level',
  'percentile_bin',
  'percent_correct_bin',
  'norms_kind',
  'reliable',
] as const;

/**
 * SQL: the cell counts of the students `userIds` (every student when undefined), grouped by
 * REPORT_COUNT_KEYS. A student belongs to an organisation's subtree while they hold a participant
 * membership in it or in a descendant; overlapping or adjacent membership periods are merged
 * (gaps and islands), so a student counts once per day even with a school and a class membership.
 * The cells are those the reports count (report-summaries.ts): the whole assignment by its dates,
 * and each assessment by ASSESSMENT_STATUS and ASSESSMENT_LEVEL with its report_scores row.
 */
export function reportCellsSql(userIds?: readonly string[]): SQL {
  const only = (column: SQL) =>
    userIds === undefined ? sql`true` : sql`${column} = any(${textArray(userIds)})`;
  return sql`with recursive
    held(user_id, org_id, start_on, end_on) as (
      select m.user_id, m.org_id, m.start_on, coalesce(m.end_on, 'infinity'::date)
      from ${memberships} m
      where m.role in ('student', 'child') and ${only(sql`m.user_id`)}
      union
      select h.user_id, o.parent_id, h.start_on, h.end_on
      from held h join ${orgs} o on o.id = h.org_id
      where o.parent_id is not null
    ),
    spans as (
      select h.*, max(h.end_on) over (partition by h.user_id, h.org_id
        order by h.start_on, h.end_on rows between unbounded preceding and 1 preceding) as end_before
      from held h
    ),
    islands as (
      select s.*, sum(case when s.end_before is null or s.start_on > s.end_before + 1 then 1 else 0 end)
        over (partition by s.user_id, s.org_id order by s.start_on, s.end_on
          rows between unbounded preceding and current row) as island
      from spans s
    ),
    periods as (
      select user_id, org_id, min(start_on) as from_on, max(end_on) as to_on
      from islands group by user_id, org_id, island
    ),
    cells as (
      select a.administration_id, a.user_id, u.grade, '' as task_id,
        case when a.completed_on is not null then 'completed'
          when a.started_on is not null then 'started' else 'assigned' end as status,
        null::text as level, null::int as percentile_bin, null::int as percent_correct_bin,
        null::text as norms_kind, null::boolean as reliable
      from ${assignments} a join ${users} u on u.id = a.user_id
      where ${only(sql`a.user_id`)}
      union all
      select a.administration_id, a.user_id, u.grade, e->>'taskId', ${ASSESSMENT_STATUS},
        coalesce(${ASSESSMENT_LEVEL}, 'none'), ${scoreBin('rs.percentile')},
        ${scoreBin('rs.percent_correct')}, rs.norms_kind, rs.reliable
      from ${assignments} a join ${users} u on u.id = a.user_id
      cross join lateral jsonb_array_elements(a.assessments) e
      ${joinScoreOfCell(sql`a.id`)}
      where ${only(sql`a.user_id`)}
    )
    select c.administration_id, p.org_id, p.from_on::text as from_on, p.to_on::text as to_on,
      c.task_id, c.status, c.grade, c.level, c.percentile_bin, c.percent_correct_bin,
      c.norms_kind, c.reliable, count(*)::int as n
    from cells c join periods p on p.user_id = c.user_id
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`;
}

const keyOf = (row: ReportCountRow) => JSON.stringify(REPORT_COUNT_KEYS.map((c) => row[c]));

/** The cells of `after` minus those of `before`, without the cells that did not change. */
export function reportCountDelta(
  before: readonly ReportCountRow[],
  after: readonly ReportCountRow[],
): ReportCountRow[] {
  const delta = new Map<string, ReportCountRow>();
  const add = (row: ReportCountRow, sign: number) => {
    const key = keyOf(row);
    const held = delta.get(key) ?? { ...row, n: 0 };
    held.n += sign * Number(row.n);
    delta.set(key, held);
  };
  for (const row of before) add(row, -1);
  for (const row of after) add(row, 1);
  return [...delta.values()].filter((row) => row.n !== 0);
}

const INSERT_CHUNK = 1_000;

async function appendCounts(db: Db, rows: readonly ReportCountRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(reportCounts).values(
      rows.slice(i, i + INSERT_CHUNK).map((r) => ({
        administrationId: r.administration_id,
        orgId: r.org_id,
        fromOn: r.from_on,
        toOn: r.to_on,
        taskId: r.task_id,
        status: r.status,
        grade: r.grade,
        level: r.level,
        percentileBin: r.percentile_bin,
        percentCorrectBin: r.percent_correct_bin,
        normsKind: r.norms_kind,
        reliable: r.reliable,
        n: r.n,
      })),
    );
  }
}

/** The current cells of some students (all of their administrations and organisations). */
export function findReportCells(db: Db, userIds: readonly string[]): Promise<ReportCountRow[]> {
  return rowsOf<ReportCountRow>(db, reportCellsSql(userIds));
}

/**
 * Locks the students' user rows until the transaction ends, in id order. Every writer of report
 * cells takes it first (withReportCounts, lockAssignment), so two transactions never read the
 * same student's cells before and after each other's change, and always lock user rows before
 * assignment rows (no deadlock between them).
 */
export async function lockReportCountUsers(db: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(
    sql`select id from ${users} where id = any(${textArray(
      [...new Set(userIds)].sort(),
    )}) order by id for no key update`,
  );
}

/**
 * Runs `write` (any change to the students' assignments, report_scores rows, memberships, grade
 * or organisations) in a transaction (a savepoint inside the caller's) that also appends the
 * change of the students' report counts: their cells are read before and after the write.
 */
export async function withReportCounts<T>(
  db: Db,
  userIds: readonly string[],
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return write(db);
  return db.transaction(async (tx) => {
    // The cells query's estimates (a hundred rows per jsonb array, a district's memberships) pass
    // PostgreSQL's JIT thresholds: compiling it took 0.7 s a call, twice per write, for a query
    // that runs in a few milliseconds (a roster import fell from 1,700 to 110 rows a second).
    // Until the writer's transaction ends, as report reads do (report-sql.ts reportRead).
    await tx.execute(sql`set local jit = off`);
    await lockReportCountUsers(tx, ids);
    const before = await findReportCells(tx, ids);
    const result = await write(tx);
    await appendCounts(tx, reportCountDelta(before, await findReportCells(tx, ids)));
    return result;
  });
}

/** SQL: the cells query's rows as report_counts columns (its dates are text). */
export const selectCellsToStore = (cells: SQL) =>
  sql`select administration_id, org_id, from_on::date, to_on::date, task_id, status, grade, level,
    percentile_bin, percent_correct_bin, norms_kind, reliable, n from (${cells}) c`;

/**
 * Recounts every cell from the read model (after a bulk load that bypassed the writers, such as
 * the report benchmark's set-based seed): replaces the whole table in one statement.
 */
export async function rebuildReportCounts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${reportCounts} in exclusive mode`);
    await tx.execute(sql`delete from ${reportCounts}`);
    await tx.execute(sql`insert into ${reportCounts} (administration_id, org_id, from_on, to_on,
        task_id, status, grade, level, percentile_bin, percent_correct_bin, norms_kind, reliable, n)
      ${selectCellsToStore(reportCellsSql())}`);
  });
}

/**
 * Folds the rows of one administration and organisation into one per cell (dropping cells that
 * sum to zero). One statement: rows appended meanwhile by other transactions are not among those
 * it deletes, so they stay and still count.
 */
export async function compactReportCounts(
  db: Db,
  params: { administrationId: string; orgId: string },
): Promise<void> {
  await db.execute(sql`with gone as (
      delete from ${reportCounts}
      where administration_id = ${params.administrationId} and org_id = ${params.orgId}
      returning *
    )
    insert into ${reportCounts} (administration_id, org_id, from_on, to_on, task_id, status,
      grade, level, percentile_bin, percent_correct_bin, norms_kind, reliable, n)
    select ${sql.raw(REPORT_COUNT_KEYS.join(', '))}, sum(n)::int from gone
    group by ${sql.raw(REPORT_COUNT_KEYS.join(', '))}
    having sum(n) <> 0`);
}
