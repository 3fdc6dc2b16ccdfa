import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { MATRIX_STANDARD_ITEMS } from './rules.ts';
import { simulateMatrix } from './simulate.ts';
import { matrixTrialSchema } from './trial-schema.ts';
import { MATRIX_PARTS } from './types.ts';

const simulate = (theta: number, seed: string, practice = true) =>
  simulateMatrix({ practice }, seed, createRng(seed), { theta });

const SEEDS = ['1', '2', '3', '4', '5', '6', '7', '8'];
const meanRight = (theta: number) =>
  SEEDS.map(
    (seed) =>
      simulate(theta, seed).filter((t) => t.stage === 'test' && t.data.correct === 1).length,
  ).reduce((a, b) => a + b, 0) / SEEDS.length;

describe('simulateMatrix', () => {
  it('records valid trials, in order, and every run ends', () => {
    for (const theta of [-4, 0, 4]) {
      const trials = simulate(theta, `v${theta}`);
      // Two practice items at three tries at most, and the test list.
      expect(trials.length).toBeLessThanOrEqual(6 + MATRIX_STANDARD_ITEMS);
      trials.forEach((trial, i) => {
        expect(trial.trialIndex).toBe(i);
        expect(trial.block).toBe(trial.stage);
        expect(MATRIX_PARTS).toContain(trial.subtask);
        const parsed = matrixTrialSchema.safeParse(trial.data);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(trial.data.practiceAttempt !== undefined).toBe(trial.stage === 'practice');
      });
    }
  });

  it('gives the same run for the same seed', () => {
    expect(simulate(0.5, 'same')).toEqual(simulate(0.5, 'same'));
  });

  it('gets more right as ability rises', () => {
    const totals = [-3, -1, 1, 3].map(meanRight);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[3]! - totals[0]!).toBeGreaterThan(10);
  });

  it('ends early, after four errors in a row, for a child far below the items', () => {
    const lengths = SEEDS.map((seed) => simulate(-6, seed, false).length);
    expect(Math.min(...lengths)).toBeLessThan(MATRIX_STANDARD_ITEMS);
  });
});
