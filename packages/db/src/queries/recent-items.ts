import { and, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { runs, trials } from '../schema/index.ts';
import { runMonthOf } from '../trial-partitions.ts';

/** How far back a retest avoids a student's items (issue 20 item 9: 120 days). */
export const RETEST_WINDOW_DAYS = 120;

/**
 * The distinct test item ids of a student's runs of the given tasks started in the window before
 * `now` (all but `exceptRunId`), so a retest's adaptive selection can avoid them
 * (docs/decisions/053-exposure-retest-and-equating.md). Reads only the trial partitions of the
 * window's months (ADR 041) and the stored item ids: scoring is unaffected.
 */
export async function findRecentTestItemIds(
  db: Db,
  params: {
    userId: string;
    taskIds: readonly string[];
    now: Date;
    exceptRunId?: string;
    days?: number;
  },
): Promise<string[]> {
  if (params.taskIds.length === 0) return [];
  const since = new Date(params.now.getTime() - (params.days ?? RETEST_WINDOW_DAYS) * 86_400_000);
  const rows = await db
    .selectDistinct({ itemId: trials.itemId })
    .from(trials)
    .innerJoin(runs, eq(runs.id, trials.runId))
    .where(
      and(
        eq(runs.userId, params.userId),
        inArray(runs.taskId, [...params.taskIds]),
        gte(runs.startedAt, since),
        params.exceptRunId ? ne(runs.id, params.exceptRunId) : sql`true`,
        gte(trials.runMonth, runMonthOf(since)),
        eq(trials.stage, 'test'),
        isNotNull(trials.itemId),
      ),
    )
    .orderBy(trials.itemId);
  return rows.flatMap((row) => (row.itemId ? [row.itemId] : []));
}
