import { describe, expect, it } from 'vitest';
import { logLikelihood } from './estimation.ts';
import { logLikelihoodOnGrid } from './likelihood-grid.ts';

const responses = [
  { item: { a: 1.8, b: -1, c: 0.5, d: 0.99 }, correct: true },
  { item: { a: 1.1, b: 0.4, c: 0.25, d: 1 }, correct: false },
  { item: { a: 2.4, b: 2, c: 0, d: 1 }, correct: true },
];

describe('logLikelihoodOnGrid', () => {
  it('equals the pointwise log-likelihood at every grid point', () => {
    const grid = { min: -6, step: 0.15, count: 81 };
    const values = logLikelihoodOnGrid(responses, grid);
    expect(values).toHaveLength(81);
    values.forEach((value, i) => {
      expect(value).toBeCloseTo(logLikelihood(responses, -6 + i * 0.15), 10);
    });
  });

  it('gives the same answer from remembered tables and for a second grid', () => {
    const grid = { min: -6, step: 0.25, count: 49 };
    const first = Array.from(logLikelihoodOnGrid(responses, grid));
    expect(Array.from(logLikelihoodOnGrid(responses, grid))).toEqual(first);
    const other = logLikelihoodOnGrid(responses, { min: 0, step: 1, count: 3 });
    expect(other[1]).toBeCloseTo(logLikelihood(responses, 1), 10);
  });

  it('is zero everywhere without responses and finite where probabilities saturate', () => {
    expect(Array.from(logLikelihoodOnGrid([], { min: 0, step: 1, count: 2 }))).toEqual([0, 0]);
    const far = logLikelihoodOnGrid([{ item: { a: 4, b: 0, c: 0, d: 1 }, correct: false }], {
      min: 200,
      step: 1,
      count: 1,
    });
    expect(Number.isFinite(far[0])).toBe(true);
  });
});
