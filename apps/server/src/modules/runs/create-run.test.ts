import { describe, expect, it } from 'vitest';
import { ageInMonths } from './create-run.ts';

describe('ageInMonths', () => {
  it('counts whole months from the date of birth', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(ageInMonths('2017-11-27', now)).toBe(108);
    expect(ageInMonths('2017-11-28', now)).toBe(107);
    expect(ageInMonths('2020-02-29', now)).toBe(80);
    expect(ageInMonths('2026-11-27', now)).toBe(0);
  });

  it('is null when unknown or in the future', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(ageInMonths(null, now)).toBeNull();
    expect(ageInMonths('not a date', now)).toBeNull();
    expect(ageInMonths('2027-01-01', now)).toBeNull();
  });
});
