import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { ROTATION_STANDARD_TRIALS } from './rules.ts';
import { pRight, simulateRotation } from './simulate.ts';
import { rotationTrialSchema } from './trial-schema.ts';

const simulate = (theta: number, seed: string, practice = true, numTrials?: number) =>
  simulateRotation({ practice, numTrials }, createRng(seed), { theta });

const SEEDS = ['1', '2', '3', '4', '5', '6', '7', '8'];
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const rightOf = (theta: number, seed: string) =>
  simulate(theta, seed).filter((t) => t.stage === 'test' && t.data.correct === 1).length;

describe('simulateRotation', () => {
  it('records valid trials, in order, and every run ends', () => {
    for (const theta of [-3, 0, 3]) {
      const trials = simulate(theta, `v${theta}`);
      trials.forEach((trial, i) => {
        expect(trial.trialIndex).toBe(i);
        expect(trial.subtask).toBe(`angle-${trial.data.angle as number}`);
        const parsed = rotationTrialSchema.safeParse(trial.data);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      });
      expect(trials.filter((t) => t.stage === 'test')).toHaveLength(ROTATION_STANDARD_TRIALS);
      expect(trials.filter((t) => t.stage === 'practice').length).toBeLessThanOrEqual(9);
    }
    expect(simulate(0, 'n', false, 7)).toHaveLength(7);
  });

  it('gives the same run for the same seed', () => {
    expect(simulate(0.5, 'same')).toEqual(simulate(0.5, 'same'));
  });

  it('gets more right as ability rises', () => {
    const totals = [-3, -1, 1, 3].map((theta) => mean(SEEDS.map((s) => rightOf(theta, s))));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[3]! - totals[0]!).toBeGreaterThan(12);
    expect(totals[0]!).toBeGreaterThan(15); // two choices: even a guess is right half the time
  });

  it('is less often right and slower the further the pictures are turned', () => {
    expect(pRight(0, 0)).toBeGreaterThan(pRight(0, 90));
    expect(pRight(0, 90)).toBeGreaterThan(pRight(0, 180));
    expect(pRight(-10, 180)).toBeGreaterThanOrEqual(0.5);
    const test = SEEDS.flatMap((s) => simulate(1, s, false));
    const medianRt = (angles: readonly number[]) => {
      const rts = test
        .filter((t) => angles.includes(t.data.angle as number))
        .map((t) => t.data.rt as number)
        .sort((a, b) => a - b);
      return rts[Math.floor(rts.length / 2)]!;
    };
    expect(medianRt([0])).toBeLessThan(medianRt([90]));
    expect(medianRt([90])).toBeLessThan(medianRt([180]));
    expect(medianRt([0])).toBeGreaterThan(600);
    expect(medianRt([0])).toBeLessThan(1000);
  });
});
