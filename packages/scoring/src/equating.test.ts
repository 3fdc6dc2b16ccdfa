import { describe, expect, it } from 'vitest';
import {
  equateScore,
  equipercentileTable,
  percentileRank,
  scoreAtPercentile,
  scoreDistribution,
} from './equating.ts';
import { seeded } from './seeded-random.test-helper.ts';

/** Integer scores of a normal(mean, sd) ability, rounded and clipped to 0..max. */
function sample(n: number, mean: number, sd: number, max: number, seed: number): number[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, () => {
    const z = Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
    return Math.min(max, Math.max(0, Math.round(mean + sd * z)));
  });
}

describe('equipercentile equating', () => {
  it('percentile ranks and their inverse agree on the continuized distribution', () => {
    const d = scoreDistribution([0, 1, 1, 2, 2, 2, 3, 3, 3, 3], 3);
    expect(d).toEqual([0.1, 0.2, 0.3, 0.4]);
    expect(percentileRank(d, 0)).toBeCloseTo(5);
    expect(percentileRank(d, 2)).toBeCloseTo(45);
    for (const x of [0, 1, 2, 3]) expect(scoreAtPercentile(d, percentileRank(d, x))).toBeCloseTo(x);
  });

  it('is the identity between samples of one distribution', () => {
    const a = sample(40_000, 40, 12, 100, 1);
    const b = sample(40_000, 40, 12, 100, 2);
    const table = equipercentileTable(b, a, 100);
    for (let x = 20; x <= 60; x += 1) expect(Math.abs(table[x]! - x)).toBeLessThan(0.5);
  });

  it('maps a form 3 points harder back onto the easier form’s scale', () => {
    const easy = sample(40_000, 43, 12, 100, 3);
    const hard = sample(40_000, 40, 12, 100, 4);
    const table = equipercentileTable(hard, easy, 100);
    for (let x = 25; x <= 55; x += 1) expect(table[x]! - x).toBeCloseTo(3, 0);
    const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;
    const equated = hard.map((x) => equateScore(table, x));
    expect(Math.abs(mean(equated) - mean(easy))).toBeLessThan(0.2);
    // Increasing, and beyond the observed scores the last difference is kept.
    for (let x = 1; x <= 100; x += 1) expect(table[x]!).toBeGreaterThanOrEqual(table[x - 1]!);
  });

  it('leaves a score as it is without a table', () => {
    expect(equateScore(undefined, 17)).toBe(17);
    expect(equateScore([], 17)).toBe(17);
    expect(equateScore([0.5, 1.5, 2.5], 9)).toBe(2.5);
  });
});
