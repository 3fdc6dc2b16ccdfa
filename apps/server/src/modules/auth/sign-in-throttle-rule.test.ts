import { describe, expect, it } from 'vitest';
import {
  decideAttempt,
  delayAfterFailures,
  nextAttemptAt,
  retryAfterSeconds,
  type ThrottleRule,
} from './sign-in-throttle-rule.ts';

const client: ThrottleRule = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 300_000 };
const account: ThrottleRule = { ...client, freeFailures: 10 };
const t0 = new Date('2026-03-02T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('delayAfterFailures', () => {
  it('is free for the first failures, then doubles from 1 s up to the longest wait', () => {
    const delays = Array.from({ length: 17 }, (_, i) => delayAfterFailures(i, client));
    expect(delays).toEqual([
      0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000,
      300_000, 300_000,
    ]);
    expect(delayAfterFailures(10_000, client)).toBe(300_000);
  });
});

describe('nextAttemptAt', () => {
  it('is the last failure plus its wait, or the end of a hold when later', () => {
    expect(nextAttemptAt(undefined, client)).toBe(0);
    const counter = { failures: 7, lastFailureAt: t0, heldUntil: null };
    expect(nextAttemptAt(counter, client)).toBe(t0.getTime() + 4000);
    expect(nextAttemptAt({ ...counter, heldUntil: at(9000) }, client)).toBe(t0.getTime() + 9000);
  });
});

describe('decideAttempt', () => {
  it('lets an attempt through while no checked key must wait, and holds none in free failures', () => {
    const decision = decideAttempt(
      [
        { key: 'a', rule: account, counter: { failures: 3, lastFailureAt: t0, heldUntil: null } },
        { key: 'c', rule: client, counter: undefined },
      ],
      t0,
    );
    expect(decision).toEqual({ allowed: true, holds: [] });
  });

  it('refuses with the longest wait of the checked keys', () => {
    const keys = [
      { key: 'a', rule: account, counter: { failures: 11, lastFailureAt: t0, heldUntil: null } },
      { key: 'c', rule: client, counter: { failures: 5, lastFailureAt: t0, heldUntil: null } },
    ];
    expect(decideAttempt(keys, at(500))).toEqual({ allowed: false, waitMs: 1500 });
    expect(decideAttempt(keys, at(1999))).toEqual({ allowed: false, waitMs: 1 });
  });

  it('holds each key where one more failure would mean a wait, for that wait', () => {
    const keys = [
      { key: 'a', rule: account, counter: { failures: 11, lastFailureAt: t0, heldUntil: null } },
      { key: 'c', rule: client, counter: { failures: 2, lastFailureAt: t0, heldUntil: null } },
    ];
    expect(decideAttempt(keys, at(2000))).toEqual({
      allowed: true,
      holds: [{ key: 'a', failures: 11, lastFailureAt: t0, holdUntil: at(2000 + 4000) }],
    });
  });

  it('makes a key wait while another attempt holds it', () => {
    const counter = { failures: 12, lastFailureAt: t0, heldUntil: at(6000) };
    expect(decideAttempt([{ key: 'a', rule: account, counter }], at(2000))).toEqual({
      allowed: false,
      waitMs: 4000,
    });
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds, at least one', () => {
    expect([1, 999, 1000, 1001, 299_001].map(retryAfterSeconds)).toEqual([1, 1, 1, 2, 300]);
  });
});
