import { describe, expect, it } from 'vitest';
import { formatPercentile, roarScoreFromTheta, standardScoreFromZ } from './scales.ts';

describe('standardScoreFromZ', () => {
  it.each([
    [0, 100],
    [1, 115],
    [-2, 70],
    [0.03, 100],
    [0.04, 101],
    [6, 180],
    [-7, 0],
  ])('z %d -> %d (rounded, clipped to 0-180)', (z, expected) => {
    expect(standardScoreFromZ(z)).toBe(expected);
  });
  it('refuses a non-finite z', () => {
    expect(() => standardScoreFromZ(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPercentile', () => {
  it.each([
    [0, '<1'],
    [0.6, '<1'],
    [1, '1'],
    [49.5, '50'],
    [99, '99'],
    [99.2, '>99'],
    [100, '>99'],
  ])('%d -> %s', (p, shown) => {
    expect(formatPercentile(p)).toBe(shown);
  });
  it('refuses values outside 0-100', () => {
    expect(() => formatPercentile(101)).toThrow(RangeError);
    expect(() => formatPercentile(-1)).toThrow(RangeError);
  });
});

describe('roarScoreFromTheta', () => {
  it.each([
    [0, 500],
    [-6, 100],
    [6, 900],
    [1.5, 600],
    [-9, 100],
  ])('theta %d -> %d', (theta, score) => {
    expect(roarScoreFromTheta(theta)).toBe(score);
  });
});
