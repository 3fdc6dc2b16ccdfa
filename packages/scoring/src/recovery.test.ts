import { describe, expect, it } from 'vitest';
import { correlation, recoveryOf } from './recovery.ts';

describe('recovery statistics', () => {
  it('correlation: 1 for a linear relation, -1 for a reversed one, 0 for none', () => {
    expect(correlation([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(correlation([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(correlation([1, 2, 3, 4], [1, -1, -1, 1])).toBeCloseTo(0, 12);
    expect(() => correlation([1], [1])).toThrow(RangeError);
  });

  it('marginal reliability: var(est) / (var(est) + mean SE^2)', () => {
    // Estimates -1, 1: variance 1; SEs 1 and 0: mean SE^2 0.5.
    expect(recoveryOf([-1, 1], [-1, 1], [1, 0])).toEqual({
      correlation: 1,
      marginalReliability: 1 / 1.5,
    });
  });
});
