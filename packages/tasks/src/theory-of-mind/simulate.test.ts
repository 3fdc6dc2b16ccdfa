import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { simulateTheoryOfMind } from './simulate.ts';
import { theoryOfMindTrialSchema } from './trial-schema.ts';

const SEEDS = Array.from({ length: 12 }, (_, i) => `sim-${i}`);
const simulate = (theta: number, seed: string, practice = true, numTrials?: number) =>
  simulateTheoryOfMind({ practice, ...(numTrials ? { numTrials } : {}) }, createRng(seed), {
    theta,
  });
const testRight = (theta: number, seed: string) =>
  simulate(theta, seed).filter((t) => t.stage === 'test' && t.data.correct === 1).length;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('simulateTheoryOfMind', () => {
  it('gives the same run for the same seed', () => {
    expect(simulate(0.5, 'same')).toEqual(simulate(0.5, 'same'));
  });

  it('scores a more able child higher', () => {
    const totals = [-3, -1, 1, 3].map((theta) => mean(SEEDS.map((s) => testRight(theta, s))));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[3]! - totals[0]!).toBeGreaterThan(15);
  });

  it('finds false-belief questions harder than control questions for the same child', () => {
    const rate = (type: string) => {
      const test = SEEDS.flatMap((s) => simulate(0, s)).filter(
        (t) => t.stage === 'test' && t.subtask === type,
      );
      return test.filter((t) => t.data.correct === 1).length / test.length;
    };
    expect(rate('control')).toBeGreaterThan(rate('false-belief'));
  });

  it('always ends, asking every test question once, every trial passing the trial schema', () => {
    for (const theta of [-4, 0, 4]) {
      for (const seed of SEEDS.slice(0, 4)) {
        const trials = simulate(theta, seed);
        const test = trials.filter((t) => t.stage === 'test');
        expect(test).toHaveLength(45);
        expect(new Set(test.map((t) => t.itemId)).size).toBe(45);
        expect(trials.length).toBeLessThanOrEqual(45 + 9);
        trials.forEach((trial, i) => {
          expect(trial.trialIndex).toBe(i);
          expect(theoryOfMindTrialSchema.safeParse(trial.data).success).toBe(true);
        });
      }
    }
  });

  it('leaves out practice when the variant has none, and tells numTrials stories', () => {
    const trials = simulate(0, 'np', false, 3);
    expect(trials.every((t) => t.stage === 'test')).toBe(true);
    expect([...new Set(trials.map((t) => t.block))]).toEqual(['ball', 'kite', 'cookies']);
  });
});
