import { describe, expect, it } from 'vitest';
import { roarScoreFromTheta } from './scales.ts';
import { bandZ, mapBand, roarScoreBand, roarScoreSE, thetaBand } from './score-band.ts';

describe('score bands (scoring.md section 8)', () => {
  it('a 90 % band is theta +/- 1.645 SE', () => {
    expect(bandZ()).toBeCloseTo(1.6449, 4);
    expect(bandZ(95)).toBeCloseTo(1.96, 3);
    const band = thetaBand(0.5, 0.4)!;
    expect(band.low).toBeCloseTo(0.5 - 1.6449 * 0.4, 4);
    expect(band.high).toBeCloseTo(0.5 + 1.6449 * 0.4, 4);
    expect(() => bandZ(100)).toThrow(RangeError);
  });

  it('the ROAR-score band holds the reported score, rounded and clipped as it is', () => {
    for (const [theta, se] of [
      [-1.23, 0.31],
      [0, 0.05],
      [5.9, 0.5],
      [-5.95, 1.2],
    ] as const) {
      const band = roarScoreBand(theta, se)!;
      const score = roarScoreFromTheta(theta);
      expect(band.low).toBeLessThanOrEqual(score);
      expect(band.high).toBeGreaterThanOrEqual(score);
      expect(Number.isInteger(band.low) && Number.isInteger(band.high)).toBe(true);
      expect(band.low).toBeGreaterThanOrEqual(100);
      expect(band.high).toBeLessThanOrEqual(900);
    }
    expect(roarScoreBand(0, 0.3)).toEqual({ low: 467, high: 533 });
  });

  it('an SE of 0.3 theta is 20 points of the 100-900 scale', () => {
    expect(roarScoreSE(0.3)).toBe(20);
    expect(roarScoreSE(0.123)).toBe(8.2);
  });

  it('gives no band without a usable standard error', () => {
    for (const se of [null, undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(thetaBand(0, se)).toBeNull();
      expect(roarScoreBand(0, se)).toBeNull();
      expect(roarScoreSE(se)).toBeNull();
    }
    expect(thetaBand(Number.NaN, 0.3)).toBeNull();
  });

  it('maps both ends through an increasing function', () => {
    expect(mapBand({ low: 2, high: 5 }, (x) => x * 10)).toEqual({ low: 20, high: 50 });
  });
});
