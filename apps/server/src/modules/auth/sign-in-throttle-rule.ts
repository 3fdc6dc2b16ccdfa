/**
 * The sign-in throttling rule (docs/decisions/021-sign-in-throttling.md), as pure functions of
 * counters and a time, so it is the same whichever store keeps the counters.
 */

/** How failures on one kind of key turn into a wait. */
export interface ThrottleRule {
  /** Failures that cost nothing: after this many, the next attempt waits `baseDelayMs`. */
  freeFailures: number;
  /** First wait; each further failure doubles it. */
  baseDelayMs: number;
  /** Longest wait, however many failures. */
  maxDelayMs: number;
}

/** A key's counter as read from the store (unexpired), or undefined when it has no failures. */
export interface ThrottleCounterState {
  failures: number;
  lastFailureAt: Date;
  /** An attempt in progress holds the key until then. */
  heldUntil: Date | null;
}

/**
 * The wait after `failures` failures: none below `freeFailures`, then base, 2 x base, 4 x base...
 * up to `maxDelayMs` (with the defaults: 1 s, 2 s, 4 s ... 256 s, then 5 min).
 */
export function delayAfterFailures(failures: number, rule: ThrottleRule): number {
  const over = failures - rule.freeFailures;
  if (over < 0) return 0;
  // 2^30 x base is past any sensible cap; stop there rather than compute Infinity.
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(over, 30));
}

/** When the next attempt on a key may start (its last failure plus the wait, or a hold's end). */
export function nextAttemptAt(
  counter: ThrottleCounterState | undefined,
  rule: ThrottleRule,
): number {
  if (!counter) return 0;
  const afterFailures =
    counter.lastFailureAt.getTime() + delayAfterFailures(counter.failures, rule);
  return Math.max(afterFailures, counter.heldUntil?.getTime() ?? 0);
}

/** A key checked before an attempt, with the rule of its kind. */
export interface CheckedKey {
  key: string;
  rule: ThrottleRule;
  counter: ThrottleCounterState | undefined;
}

/** What to do with an attempt. */
export type ThrottleDecision =
  | { allowed: false; waitMs: number }
  | {
      allowed: true;
      /**
       * Keys where one more failure would make the next attempt wait: the attempt holds them
       * until that wait would end, so concurrent attempts cannot all slip through at once.
       */
      holds: { key: string; failures: number; lastFailureAt: Date; holdUntil: Date }[];
    };

/**
 * Whether an attempt at `now` may go ahead: only when every checked key's wait is over. Keys
 * already in their free failures are not held: those few attempts are free anyway.
 */
export function decideAttempt(keys: readonly CheckedKey[], now: Date): ThrottleDecision {
  const at = now.getTime();
  const waitMs = Math.max(0, ...keys.map(({ counter, rule }) => nextAttemptAt(counter, rule) - at));
  if (waitMs > 0) return { allowed: false, waitMs };
  const holds = keys.flatMap(({ key, counter, rule }) => {
    if (!counter) return [];
    const delay = delayAfterFailures(counter.failures + 1, rule);
    if (delay === 0) return [];
    const { failures, lastFailureAt } = counter;
    return [{ key, failures, lastFailureAt, holdUntil: new Date(at + delay) }];
  });
  return { allowed: true, holds };
}

/** Whole seconds to announce for a wait (Retry-After), at least 1. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
