import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../client.ts';
import { signInThrottle } from '../schema/index.ts';
import { testDatabaseTargets } from '../testing.ts';
import {
  clearSignInThrottle,
  holdSignInThrottle,
  pruneSignInThrottle,
  readSignInThrottle,
  recordSignInFailure,
  releaseSignInThrottle,
} from './sign-in-throttle.ts';

const t0 = new Date('2026-03-02T08:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 3_600_000;

describe.each(testDatabaseTargets())('sign-in throttle counters on $name', ({ open }) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await open();
    db = database.db;
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db.delete(signInThrottle);
  });

  const fail = (keys: string[], ms: number) =>
    recordSignInFailure(db, { keys, now: at(ms), expiresAt: at(ms + HOUR) });
  const read = async (keys: string[], ms: number) =>
    Object.fromEntries(
      (await readSignInThrottle(db, keys, at(ms))).map(({ key, ...rest }) => [key, rest]),
    );

  it('counts failures per key and reads only unexpired counters', async () => {
    await fail(['a', 'c1'], 0);
    await fail(['a', 'c2'], 1000);
    expect(await read(['a', 'c1', 'c2', 'none'], 2000)).toEqual({
      a: { failures: 2, lastFailureAt: at(1000), heldUntil: null },
      c1: { failures: 1, lastFailureAt: at(0), heldUntil: null },
      c2: { failures: 1, lastFailureAt: at(1000), heldUntil: null },
    });
    // c1 expires an hour after its only failure; a and c2 a second later.
    expect(Object.keys(await read(['a', 'c1', 'c2'], HOUR))).toEqual(
      expect.arrayContaining(['a', 'c2']),
    );
    expect(await read(['c1'], HOUR)).toEqual({});
  });

  it('starts a key again from one once its window has ended', async () => {
    await fail(['a'], 0);
    await fail(['a'], 1000);
    await fail(['a'], 1000 + HOUR);
    expect(await read(['a'], 1000 + HOUR)).toEqual({
      a: { failures: 1, lastFailureAt: at(1000 + HOUR), heldUntil: null },
    });
  });

  it('grants a hold once for the counters read, and all holds or none', async () => {
    await fail(['a', 'c'], 0);
    const hold = { key: 'a', failures: 1, lastFailureAt: at(0), holdUntil: at(5000) };
    expect(await holdSignInThrottle(db, [hold], at(1000))).toBe(true);
    // A second attempt that read the same counters waits, until the hold ends.
    expect(await holdSignInThrottle(db, [hold], at(1000))).toBe(false);
    expect(await holdSignInThrottle(db, [{ ...hold, holdUntil: at(9000) }], at(5000))).toBe(true);
    // Counters changed since they were read: no hold.
    await fail(['a', 'c'], 6000);
    const stale = { key: 'c', failures: 1, lastFailureAt: at(0), holdUntil: at(7000) };
    expect(await holdSignInThrottle(db, [stale], at(6000))).toBe(false);
    // Two keys, one refused: the other is not held either.
    const fresh = { key: 'c', failures: 2, lastFailureAt: at(6000), holdUntil: at(7000) };
    const staleA = { key: 'a', failures: 1, lastFailureAt: at(0), holdUntil: at(7000) };
    expect(await holdSignInThrottle(db, [fresh, staleA], at(6000))).toBe(false);
    expect((await read(['c'], 6000)).c).toMatchObject({ heldUntil: null });
    const freshA = { key: 'a', failures: 2, lastFailureAt: at(6000), holdUntil: at(7000) };
    expect(await holdSignInThrottle(db, [fresh, freshA], at(6000))).toBe(true);
    expect(await holdSignInThrottle(db, [], at(6000))).toBe(true);
  });

  it('ends a hold on a failure or a release, but not a hold taken since by another attempt', async () => {
    await fail(['a'], 0);
    const hold = { key: 'a', failures: 1, lastFailureAt: at(0), holdUntil: at(5000) };
    await holdSignInThrottle(db, [hold], at(0));
    await fail(['a'], 100);
    expect((await read(['a'], 100)).a).toMatchObject({ failures: 2, heldUntil: null });

    const next = { key: 'a', failures: 2, lastFailureAt: at(100), holdUntil: at(5000) };
    await holdSignInThrottle(db, [next], at(200));
    await releaseSignInThrottle(db, [{ key: 'a', holdUntil: at(4000) }]);
    expect((await read(['a'], 200)).a).toMatchObject({ heldUntil: at(5000) });
    await releaseSignInThrottle(db, [next]);
    expect((await read(['a'], 200)).a).toMatchObject({ heldUntil: null });
  });

  it('clears keys, and prunes expired rows when failures are written', async () => {
    await fail(['old1', 'old2'], 0);
    await fail(['a', 'c'], 1000);
    await clearSignInThrottle(db, ['c']);
    expect(Object.keys(await read(['a', 'c'], 1000))).toEqual(['a']);
    await fail(['new'], HOUR + 500);
    const keys = (await db.select({ key: signInThrottle.key }).from(signInThrottle)).map(
      (r) => r.key,
    );
    expect(keys.sort()).toEqual(['a', 'new']);
    await pruneSignInThrottle(db, at(10 * HOUR));
    expect(await db.select().from(signInThrottle)).toEqual([]);
  });
});
