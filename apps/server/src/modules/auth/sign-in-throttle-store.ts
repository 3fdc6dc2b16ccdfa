import {
  clearSignInThrottle,
  holdSignInThrottle,
  readSignInThrottle,
  recordSignInFailure,
  releaseSignInThrottle,
  type Db,
  type SignInThrottleHold,
} from '@roar/db';
import type { ThrottleCounterState } from './sign-in-throttle-rule.ts';

export type { SignInThrottleHold } from '@roar/db';

/**
 * Where the sign-in counters live. Every server process must see the same counters (ADR 021), so
 * an implementation is a shared store: PostgreSQL here; another (e.g. Redis) only has to keep
 * these five promises. Keys are opaque strings made by `SignInThrottle`.
 */
export interface SignInThrottleStore {
  /** The unexpired counters of `keys` at `now`, by key (keys without failures are absent). */
  read(keys: readonly string[], now: Date): Promise<Map<string, ThrottleCounterState>>;
  /**
   * Grants all holds or none: each only while its key still has the failures and last failure
   * that were read, and no other attempt holds it at `now`.
   */
  hold(holds: readonly SignInThrottleHold[], now: Date): Promise<boolean>;
  /** Ends the holds of an attempt that succeeded (not holds taken since by another attempt). */
  release(holds: readonly SignInThrottleHold[]): Promise<void>;
  /** Counts one failure on each key at `now`, ending its hold; the count lasts until `expiresAt`. */
  recordFailure(keys: readonly string[], now: Date, expiresAt: Date): Promise<void>;
  /** Forgets the counters of `keys`. */
  clear(keys: readonly string[]): Promise<void>;
}

/** The counters in the admin database (`core.sign_in_throttle`); writes prune expired rows. */
export function postgresSignInThrottleStore(db: Db): SignInThrottleStore {
  return {
    async read(keys, now) {
      const rows = await readSignInThrottle(db, keys, now);
      return new Map(rows.map(({ key, ...counter }) => [key, counter]));
    },
    hold: (holds, now) => holdSignInThrottle(db, holds, now),
    release: (holds) => releaseSignInThrottle(db, holds),
    recordFailure: (keys, now, expiresAt) => recordSignInFailure(db, { keys, now, expiresAt }),
    clear: (keys) => clearSignInThrottle(db, keys),
  };
}
