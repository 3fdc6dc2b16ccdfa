import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('product constants (spec section 9)', () => {
  it('keep the spec values', () => {
    expect(c.PASSWORD_MIN_LENGTH).toBe(8);
    expect(c.IDLE_THRESHOLD_MS).toBe(900_000);
    expect(c.IDLE_COUNTDOWN_MS).toBe(60_000);
    expect(c.ID_TOKEN_MAX_AGE_MS).toBe(300_000);
    expect(c.TOKEN_REFRESH_BEFORE_EXPIRY_MS).toBe(300_000);
    expect(c.NARROW_LAYOUT_BREAKPOINT_PX).toBe(728);
    expect(c.QUERY_STALE_TIME_MS).toBe(600_000);
    expect(c.QUERY_GC_TIME_MS).toBe(900_000);
    expect(c.DATABASE_REQUEST_TIMEOUT_MS).toBe(45_000);
    expect(c.RETRY_BACKOFF).toEqual({ initialMs: 1000, factor: 1.5, maxMs: 60_000 });
    expect(c.GENERATED_ID_LENGTH).toBe(20);
    expect(c.LONG_POLLING_TIMEOUT_MS).toEqual({ min: 5000, max: 30_000 });
    expect(c.AUTH_NETWORK_TIMEOUT_MS).toEqual({ desktop: 30_000, mobile: 60_000 });
    expect(c.STANDARD_SCORE_RANGE).toEqual({ min: 0, max: 180 });
    expect(c.ERROR_REPORTING_SAMPLING).toEqual({
      tracesSampleRate: 0.2,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(c.TOAST_DEFAULT_POSITION).toBe('top-right');
    expect(c.TOAST_SEVERITIES).toEqual([
      'info',
      'success',
      'warn',
      'error',
      'secondary',
      'contrast',
    ]);
    expect(c.DARK_MODE_SELECTOR).toBe('.dark-mode');
    expect(c.APP_ROOT_ELEMENT_ID).toBe('app');
    expect(c.PRODUCT_SHORT_NAME).toBe('ROAR');
    expect(c.PRODUCT_TAGLINE).toBe('The Rapid Online Assessment of Reading');
  });
});

describe('backoffDelayMs', () => {
  it('starts at 1 s and grows by 1.5 up to a 60 s cap', () => {
    expect([1, 2, 3, 4].map(c.backoffDelayMs)).toEqual([1000, 1500, 2250, 3375]);
    expect(c.backoffDelayMs(11)).toBeCloseTo(57_665, 0);
    expect(c.backoffDelayMs(12)).toBe(60_000);
    expect(c.backoffDelayMs(100)).toBe(60_000);
  });
  it('refuses attempts below 1', () => {
    expect(() => c.backoffDelayMs(0)).toThrow(RangeError);
    expect(() => c.backoffDelayMs(1.5)).toThrow(RangeError);
  });
});
