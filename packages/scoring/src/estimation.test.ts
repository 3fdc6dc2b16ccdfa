import { describe, expect, it } from 'vitest';
import {
  type ScoredResponse,
  estimateTheta,
  estimateThetaEap,
  estimateThetaMle,
  logLikelihood,
} from './estimation.ts';
import type { ItemParams } from './irt.ts';

const rasch: ItemParams = { a: 1, b: 0, c: 0, d: 1 };
const twoChoice: ItemParams = { a: 1, b: 0, c: 0.5, d: 1 };

/** k correct then n - k wrong answers to copies of one item. */
function pattern(item: ItemParams, correct: number, total: number): ScoredResponse[] {
  return Array.from({ length: total }, (_, i) => ({ item, correct: i < correct }));
}

describe('logLikelihood', () => {
  it('is n ln 1/2 for Rasch items at their difficulty', () => {
    expect(logLikelihood(pattern(rasch, 1, 2), 0)).toBeCloseTo(2 * Math.log(0.5), 12);
  });
  it('stays finite where a probability saturates', () => {
    expect(Number.isFinite(logLikelihood(pattern(rasch, 0, 1), 400))).toBe(true);
  });
});

describe('estimateThetaMle', () => {
  // For identical items the MLE solves P(theta) = k / n, a closed form to check against.
  it.each([
    [rasch, 1, 2, 0],
    [rasch, 3, 4, Math.log(3)],
    [{ a: 2, b: 0.5, c: 0, d: 1 }, 1, 4, 0.5 + Math.log(1 / 3) / 2],
    [twoChoice, 8, 10, Math.log(1.5)],
  ])('recovers the closed-form maximum (%o, %i of %i)', (item, k, n, expected) => {
    const estimate = estimateThetaMle(pattern(item, k, n));
    expect(estimate.theta).toBeCloseTo(expected, 6);
    expect(estimate.boundary).toBeNull();
  });

  it('gives SE = 1 / sqrt(test information) at the estimate', () => {
    // 3 of 4 Rasch items: P = 3/4, I = 4 * 3/16, SE = 1 / sqrt(0.75)
    expect(estimateThetaMle(pattern(rasch, 3, 4)).se).toBeCloseTo(1 / Math.sqrt(0.75), 6);
  });

  it('reports the bound for all-correct and all-wrong patterns, never NaN', () => {
    const up = estimateThetaMle(pattern(rasch, 5, 5));
    expect(up).toMatchObject({ theta: 6, boundary: 'upper' });
    expect(Number.isFinite(up.se)).toBe(true);
    expect(estimateThetaMle(pattern(rasch, 0, 5))).toMatchObject({ theta: -6, boundary: 'lower' });
    // At or below chance on two-choice items the likelihood keeps rising towards -infinity.
    expect(estimateThetaMle(pattern(twoChoice, 4, 10))).toMatchObject({ theta: -6 });
  });

  it('falls back to a fine grid when Newton steps are not allowed to converge', () => {
    const estimate = estimateThetaMle(pattern(rasch, 3, 4), { maxIterations: 0 });
    expect(Math.abs(estimate.theta - Math.log(3))).toBeLessThanOrEqual(0.0005);
  });

  it('honours custom bounds', () => {
    expect(estimateThetaMle(pattern(rasch, 3, 3), { min: -3, max: 3 }).theta).toBe(3);
  });

  it('finds the global maximum of a mixed-item pattern', () => {
    const responses: ScoredResponse[] = [
      { item: { a: 1.8, b: -1.2, c: 0.5, d: 0.99 }, correct: true },
      { item: { a: 2.2, b: 0.3, c: 0.5, d: 0.99 }, correct: true },
      { item: { a: 1.4, b: 1.1, c: 0.5, d: 0.99 }, correct: false },
      { item: { a: 2.5, b: 0.6, c: 0.5, d: 0.99 }, correct: false },
      { item: { a: 1.2, b: -0.4, c: 0.5, d: 0.99 }, correct: true },
    ];
    const { theta } = estimateThetaMle(responses);
    for (let t = -6; t <= 6; t += 0.01) {
      expect(logLikelihood(responses, theta)).toBeGreaterThanOrEqual(logLikelihood(responses, t));
    }
  });

  it('returns 0 with an infinite SE before any response', () => {
    expect(estimateThetaMle([])).toEqual({
      theta: 0,
      se: Number.POSITIVE_INFINITY,
      method: 'mle',
      boundary: null,
    });
  });
});

describe('estimateThetaEap', () => {
  it('returns the prior without responses', () => {
    const prior = estimateThetaEap([]);
    expect(prior.theta).toBeCloseTo(0, 10);
    expect(prior.se).toBeCloseTo(1, 6);
    const shifted = estimateThetaEap([], { priorMean: 1, priorSd: 0.5 });
    expect(shifted.theta).toBeCloseTo(1, 8);
    expect(shifted.se).toBeCloseTo(0.5, 6);
  });

  it('matches a dense-integration golden value for one correct Rasch item', () => {
    // Posterior mean = E[theta L] / E[L] = E[L (1 - L)] / (1/2) under N(0, 1) (Stein's lemma).
    const estimate = estimateThetaEap(pattern(rasch, 1, 1));
    expect(estimate.theta).toBeCloseTo(0.413242, 5);
    expect(estimate.se).toBeCloseTo(0.910621, 5);
  });

  it('is symmetric, shrinks towards the prior and narrows with more items', () => {
    expect(estimateThetaEap(pattern(rasch, 0, 1)).theta).toBeCloseTo(-0.413242, 5);
    const eap = estimateThetaEap(pattern(rasch, 3, 4));
    expect(eap.theta).toBeGreaterThan(0);
    expect(eap.theta).toBeLessThan(Math.log(3));
    expect(estimateThetaEap(pattern(rasch, 30, 40)).se).toBeLessThan(eap.se);
  });

  it('stays finite for long all-correct patterns', () => {
    const estimate = estimateThetaEap(pattern(twoChoice, 84, 84));
    expect(Number.isFinite(estimate.theta)).toBe(true);
    expect(estimate.theta).toBeLessThanOrEqual(6);
  });

  it('refuses a degenerate prior or grid', () => {
    expect(() => estimateThetaEap([], { priorSd: 0 })).toThrow(RangeError);
    expect(() => estimateThetaEap([], { points: 1 })).toThrow(RangeError);
  });
});

describe('estimateTheta', () => {
  it('dispatches on the method', () => {
    const responses = pattern(rasch, 3, 4);
    expect(estimateTheta(responses, 'mle')).toEqual(estimateThetaMle(responses));
    expect(estimateTheta(responses, 'eap', { priorSd: 2 })).toEqual(
      estimateThetaEap(responses, { priorSd: 2 }),
    );
  });
});
