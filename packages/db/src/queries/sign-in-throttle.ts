import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { signInThrottle } from '../schema/index.ts';

/** Expired rows deleted by one write at most: pruning stays a cheap side effect of a failure. */
const PRUNE_BATCH = 100;

/** The counter of one key: failures in its window, and a hold of an attempt in progress. */
export interface SignInThrottleCounter {
  key: string;
  failures: number;
  lastFailureAt: Date;
  heldUntil: Date | null;
}

/** A hold on one key, granted only while the key is as it was read (`failures`, `lastFailureAt`). */
export interface SignInThrottleHold {
  key: string;
  failures: number;
  lastFailureAt: Date;
  holdUntil: Date;
}

/** The unexpired counters of `keys` at `now` (keys without failures have none). */
export async function readSignInThrottle(
  db: Db,
  keys: readonly string[],
  now: Date,
): Promise<SignInThrottleCounter[]> {
  if (keys.length === 0) return [];
  return db
    .select({
      key: signInThrottle.key,
      failures: signInThrottle.failures,
      lastFailureAt: signInThrottle.lastFailureAt,
      heldUntil: signInThrottle.heldUntil,
    })
    .from(signInThrottle)
    .where(and(inArray(signInThrottle.key, [...keys]), gt(signInThrottle.expiresAt, now)));
}

/**
 * Grants every hold or none (one transaction): a key is held only when nobody has counted a
 * failure on it since it was read and no other attempt holds it at `now`. So of several attempts
 * that read the same counters, one goes ahead and the others are told to wait.
 */
export async function holdSignInThrottle(
  db: Db,
  holds: readonly SignInThrottleHold[],
  now: Date,
): Promise<boolean> {
  if (holds.length === 0) return true;
  const granted = async (tx: Db, hold: SignInThrottleHold) => {
    const rows = await tx
      .update(signInThrottle)
      .set({ heldUntil: hold.holdUntil })
      .where(
        and(
          eq(signInThrottle.key, hold.key),
          eq(signInThrottle.failures, hold.failures),
          eq(signInThrottle.lastFailureAt, hold.lastFailureAt),
          or(isNull(signInThrottle.heldUntil), lte(signInThrottle.heldUntil, now)),
        ),
      )
      .returning({ key: signInThrottle.key });
    return rows.length === 1;
  };
  if (holds.length === 1) return granted(db, holds[0]!);
  const refused = new Error('hold refused');
  try {
    await db.transaction(async (tx) => {
      for (const hold of holds) if (!(await granted(tx, hold))) throw refused;
    });
    return true;
  } catch (err) {
    if (err === refused) return false;
    throw err;
  }
}

/** Ends holds of an attempt that succeeded, unless another attempt holds the key since. */
export async function releaseSignInThrottle(
  db: Db,
  holds: readonly Pick<SignInThrottleHold, 'key' | 'holdUntil'>[],
): Promise<void> {
  for (const hold of holds) {
    await db
      .update(signInThrottle)
      .set({ heldUntil: null })
      .where(and(eq(signInThrottle.key, hold.key), eq(signInThrottle.heldUntil, hold.holdUntil)));
  }
}

/**
 * Counts one failure on each of `keys` at `now` (a key whose window ended starts again from one),
 * ends their holds, and keeps each until `expiresAt`. Then deletes a batch of expired rows.
 */
export async function recordSignInFailure(
  db: Db,
  params: { keys: readonly string[]; now: Date; expiresAt: Date },
): Promise<void> {
  const { keys, now, expiresAt } = params;
  if (keys.length === 0) return;
  await db
    .insert(signInThrottle)
    .values(
      [...new Set(keys)].map((key) => ({
        key,
        failures: 1,
        lastFailureAt: now,
        heldUntil: null,
        expiresAt,
      })),
    )
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`case when ${signInThrottle.expiresAt} <= ${now} then 1 else ${signInThrottle.failures} + 1 end`,
        lastFailureAt: now,
        heldUntil: null,
        expiresAt,
      },
    });
  await pruneSignInThrottle(db, now);
}

/** Forgets the counters of `keys` (a success from that client, a new password). */
export async function clearSignInThrottle(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [...keys]));
}

/**
 * Deletes up to PRUNE_BATCH rows expired at `now`. The outer condition is checked again on a row
 * another transaction revived meanwhile, so a live counter is never deleted.
 */
export async function pruneSignInThrottle(db: Db, now: Date): Promise<void> {
  const expired = db
    .select({ key: signInThrottle.key })
    .from(signInThrottle)
    .where(lte(signInThrottle.expiresAt, now))
    .limit(PRUNE_BATCH);
  await db
    .delete(signInThrottle)
    .where(and(inArray(signInThrottle.key, expired), lte(signInThrottle.expiresAt, now)));
}
