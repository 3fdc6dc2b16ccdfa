import { sql } from 'drizzle-orm';
import {
  REPORT_COUNT_KEYS,
  reportCellsSql,
  reportCounts,
  rowsOf,
  type Db,
  type ReportCountRow,
} from '@roar/db';

const canonical = (rows: readonly ReportCountRow[]) =>
  rows.map((r) => JSON.stringify([...REPORT_COUNT_KEYS.map((k) => r[k]), Number(r.n)])).sort();

/**
 * The pre-aggregated report counts as stored (their deltas summed) and as a fresh count of the
 * read model gives them, each as sorted lines to compare (ADR 040).
 */
export async function storedAndFreshCounts(db: Db): Promise<{ stored: string[]; fresh: string[] }> {
  const columns = sql.raw(REPORT_COUNT_KEYS.join(', '));
  const stored = await rowsOf<ReportCountRow>(
    db,
    sql`select ${columns}, sum(n)::int as n from (
        select administration_id, org_id, from_on::text as from_on, to_on::text as to_on,
          task_id, status, grade, level, percentile_bin::int as percentile_bin,
          percent_correct_bin::int as percent_correct_bin, norms_kind, reliable, n
        from ${reportCounts}
      ) r group by ${columns} having sum(n) <> 0`,
  );
  const fresh = await rowsOf<ReportCountRow>(db, reportCellsSql());
  return { stored: canonical(stored), fresh: canonical(fresh) };
}
