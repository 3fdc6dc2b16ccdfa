import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW } from './rules.ts';
import { simulateSameDifferent } from './simulate.ts';
import { sameDifferentTrialSchema } from './trial-schema.ts';
import { PHASES } from './types.ts';

const SEEDS = Array.from({ length: 12 }, (_, i) => `sim-${i}`);
const simulate = (theta: number, seed: string, practice = true) =>
  simulateSameDifferent({ practice }, createRng(seed), { theta });
const testRight = (theta: number, seed: string) =>
  simulate(theta, seed).filter((t) => t.stage === 'test' && t.data.correct === 1).length;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('simulateSameDifferent', () => {
  it('gives the same run for the same seed', () => {
    expect(simulate(0.5, 'same')).toEqual(simulate(0.5, 'same'));
  });

  it('scores a more able child higher', () => {
    const totals = [-3, -1, 1, 3].map((theta) => mean(SEEDS.map((s) => testRight(theta, s))));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[3]! - totals[0]!).toBeGreaterThan(15);
  });

  it('makes phase 2 harder than phase 1 for the same child', () => {
    const rate = (phase: string) => {
      const test = SEEDS.flatMap((s) => simulate(1, s)).filter(
        (t) => t.stage === 'test' && t.block === phase,
      );
      return test.filter((t) => t.data.correct === 1).length / test.length;
    };
    expect(rate('same-different')).toBeGreaterThan(rate('matching'));
  });

  it('always ends, every trial passing the trial schema, times of 1.5 to 3 s typical', () => {
    for (const theta of [-4, 0, 4]) {
      for (const seed of SEEDS.slice(0, 4)) {
        const trials = simulate(theta, seed);
        expect(trials.length).toBeGreaterThanOrEqual(
          PHASES.length * SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW,
        );
        expect(trials.length).toBeLessThanOrEqual(32 + 12);
        for (const trial of trials) {
          expect(sameDifferentTrialSchema.safeParse(trial.data).success).toBe(true);
        }
      }
    }
    const rts = SEEDS.flatMap((s) => simulate(0, s)).map((t) => t.data.rt as number);
    const sorted = [...rts].sort((a, b) => a - b);
    const middle = sorted[Math.floor(sorted.length / 2)]!;
    expect(middle).toBeGreaterThanOrEqual(1500);
    expect(middle).toBeLessThanOrEqual(3000);
  });

  it('leaves out practice when the variant has none', () => {
    expect(simulate(0, 'np', false).every((t) => t.stage === 'test')).toBe(true);
  });
});
