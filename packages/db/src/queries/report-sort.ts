import { sql, type SQL } from 'drizzle-orm';
import { gradeRank, schoolNameOf } from './report-sql.ts';

/**
 * The orders of the report tables (report-sql.ts builds the rows): every sort ends with the user
 * id, so the order is total and pages and keyset steps never skip or repeat a row.
 */

export const REPORT_SORT_KEYS = ['lastName', 'firstName', 'username', 'grade', 'school'] as const;
export type ReportSortKey = (typeof REPORT_SORT_KEYS)[number];
export type ReportOrder = 'asc' | 'desc';

/** A sort key: its SQL over `u` and whether it is a number (for the keyset parameters). */
interface SortKey {
  sql: SQL;
  int?: boolean;
}

const LAST: SortKey = { sql: sql`lower(coalesce(u.name_last, ''))` };
const FIRST: SortKey = { sql: sql`lower(coalesce(u.name_first, ''))` };
const USER_ID: SortKey = { sql: sql`u.id` };

/**
 * The keys a sort orders by, the user id last so that the order is total (stable pages).
 */
export function sortKeys(sort: ReportSortKey, day: string): SortKey[] {
  switch (sort) {
    case 'firstName':
      return [FIRST, LAST, USER_ID];
    case 'username':
      return [{ sql: sql`coalesce(u.username, '')` }, USER_ID];
    case 'grade':
      return [{ sql: gradeRank(sql`u.grade`), int: true }, LAST, FIRST, USER_ID];
    case 'school':
      return [{ sql: sql`lower(coalesce(${schoolNameOf(day)}, ''))` }, LAST, FIRST, USER_ID];
    default:
      return [LAST, FIRST, USER_ID];
  }
}

/** SQL: `, <key> as k0, <key> as k1 ...` for the report_rows CTE. */
export function sortKeyColumns(keys: readonly SortKey[]): SQL {
  return sql.join(
    keys.map((k, i) => sql`, ${k.sql} as ${sql.raw(`k${i}`)}`),
    sql``,
  );
}

/** SQL: `order by k0 asc, k1 asc ...` with `prefix` ('r.' ...) before each column. */
export function sortKeyOrder(keys: readonly SortKey[], order: ReportOrder, prefix = ''): SQL {
  const dir = order === 'desc' ? 'desc' : 'asc';
  return sql.raw(`order by ${keys.map((_, i) => `${prefix}k${i} ${dir}`).join(', ')}`);
}

/** SQL: the row comes after `after` (the previous batch's last keys) in the sort. */
export function afterKeys(
  keys: readonly SortKey[],
  order: ReportOrder,
  after: readonly unknown[],
  prefix = '',
): SQL {
  const columns = sql.raw(`(${keys.map((_, i) => `${prefix}k${i}`).join(', ')})`);
  const values = sql.join(
    keys.map((k, i) => (k.int ? sql`${Number(after[i])}::int` : sql`${String(after[i])}::text`)),
    sql`, `,
  );
  return sql`${columns} ${sql.raw(order === 'desc' ? '<' : '>')} (${values})`;
}
