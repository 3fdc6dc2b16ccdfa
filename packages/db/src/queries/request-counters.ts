import { lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { requestCounters } from '../schema/index.ts';

/** Requests one process counted under a key in one window, to add to the shared count. */
export interface CounterDelta {
  key: string;
  windowStart: Date;
  expiresAt: Date;
  delta: number;
}

/**
 * Adds each delta to its shared counter in one statement and answers the counters' totals after
 * the addition, in the order of `deltas` (ADR 038).
 */
export async function addRequestCounts(db: Db, deltas: readonly CounterDelta[]): Promise<number[]> {
  if (deltas.length === 0) return [];
  const rows = await db
    .insert(requestCounters)
    .values(
      deltas.map((d) => ({
        key: d.key,
        windowStart: d.windowStart,
        count: d.delta,
        expiresAt: d.expiresAt,
      })),
    )
    .onConflictDoUpdate({
      target: [requestCounters.key, requestCounters.windowStart],
      set: { count: sql`${requestCounters.count} + excluded.count` },
    })
    .returning({
      key: requestCounters.key,
      windowStart: requestCounters.windowStart,
      count: requestCounters.count,
    });
  const totals = new Map(rows.map((r) => [`${r.key}@${r.windowStart.getTime()}`, r.count]));
  return deltas.map((d) => totals.get(`${d.key}@${d.windowStart.getTime()}`) ?? d.delta);
}

/** Forgets the counters of windows that ended before `now`. */
export async function pruneRequestCounts(db: Db, now: Date): Promise<void> {
  await db.delete(requestCounters).where(lt(requestCounters.expiresAt, now));
}
