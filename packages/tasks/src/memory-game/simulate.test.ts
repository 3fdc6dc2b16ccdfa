import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { MEMORY_PHASES, MEMORY_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { simulateMemory } from './simulate.ts';
import { memoryTrialSchema } from './trial-schema.ts';

const sim = (theta: number, seed: string, grid: 4 | 9 = 4, practice = true) =>
  simulateMemory({ practice }, grid, createRng(seed), { theta });

const testRight = (theta: number, seed: string) =>
  sim(theta, seed).filter((t) => t.stage === 'test' && t.data.correct === 1).length;

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const SEEDS = ['1', '2', '3', '4', '5', '6', '7', '8'];

describe('simulateMemory', () => {
  it('records valid trials, in order, in their phases, and every run ends', () => {
    for (const grid of [4, 9] as const) {
      for (const theta of [-4, -1, 0, 2, 6]) {
        const trials = sim(theta, `v${theta}`, grid);
        expect(trials.length).toBeLessThanOrEqual(5 * MEMORY_PRACTICE_MAX_ATTEMPTS + 42);
        trials.forEach((trial, i) => {
          expect(trial.trialIndex).toBe(i);
          expect(trial.block).toBe(trial.subtask);
          expect(MEMORY_PHASES).toContain(trial.block);
          expect(trial.itemId?.endsWith(`.g${grid}`)).toBe(true);
          const parsed = memoryTrialSchema.safeParse(trial.data);
          expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
          expect(trial.data.practiceAttempt !== undefined).toBe(trial.stage === 'practice');
        });
      }
    }
  });

  it('gives the same run for the same seed', () => {
    expect(sim(0.5, 'same')).toEqual(sim(0.5, 'same'));
  });

  it('repeats more sequences right, and longer ones, as ability rises', () => {
    const totals = [-2, 0, 2].map((theta) => mean(SEEDS.map((seed) => testRight(theta, seed))));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[2]! - totals[0]!).toBeGreaterThan(8);
    const longest = (theta: number) =>
      mean(
        SEEDS.map((seed) =>
          Math.max(
            0,
            ...sim(theta, seed)
              .filter((t) => t.stage === 'test' && t.data.correct === 1)
              .map((t) => t.data.length as number),
          ),
        ),
      );
    expect(longest(2)).toBeGreaterThan(longest(-2));
  });

  it('answers about 700 ms per tap', () => {
    const rts = sim(0, 'rt', 4, false).map(
      (t) => (t.data.rt as number) / (t.data.length as number),
    );
    expect(mean(rts)).toBeGreaterThan(500);
    expect(mean(rts)).toBeLessThan(900);
  });
});
