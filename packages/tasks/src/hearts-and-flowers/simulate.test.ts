import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { simulateHf } from './simulate.ts';
import { hfTrialSchema } from './trial-schema.ts';
import { HF_BLOCK_IDS } from './types.ts';

const SEEDS = ['1', '2', '3', '4', '5', '6', '7', '8'];
const simulate = (seed: string, theta: number, practice = true) =>
  simulateHf({ seed, practice }, createRng(`child-${seed}`), { theta });
const meanOver = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Share of a block's test trials right, over the seeds. */
const blockShare = (theta: number, block: string) =>
  meanOver(
    SEEDS.map((seed) => {
      const test = simulate(seed, theta).filter((t) => t.stage === 'test' && t.block === block);
      return test.filter((t) => t.data.correct === 1).length / test.length;
    }),
  );

describe('simulateHf', () => {
  it('records valid trials, in order, in their blocks, and every run ends', () => {
    for (const theta of [-8, -3, 0, 3, 8]) {
      const trials = simulate(`v${theta}`, theta);
      expect(trials.length).toBeLessThanOrEqual(6 * 6 + 3 * 6 + 60);
      expect(trials.filter((t) => t.stage === 'test')).toHaveLength(60);
      trials.forEach((trial, i) => {
        expect(trial.trialIndex).toBe(i);
        expect(trial.block).toBe(trial.subtask);
        expect(HF_BLOCK_IDS).toContain(trial.block);
        const parsed = hfTrialSchema.safeParse(trial.data);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(trial.data.practiceAttempt !== undefined).toBe(trial.data.phase === 'instruction');
      });
    }
  });

  it('gives the same run for the same seed and child', () => {
    expect(simulate('same', 0.5)).toEqual(simulate('same', 0.5));
  });

  it('gets more right as ability rises', () => {
    const right = (theta: number) =>
      meanOver(
        SEEDS.map(
          (seed) =>
            simulate(seed, theta).filter((t) => t.stage === 'test' && t.data.correct === 1).length,
        ),
      );
    const totals = [-3, -1, 1, 3].map(right);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[3]! - totals[0]!).toBeGreaterThan(15);
  });

  it('finds hearts easier than flowers and flowers easier than the mixed blocks', () => {
    const [hearts, flowers, mixed] = ['hearts', 'flowers', 'mixed2'].map((b) => blockShare(0, b));
    expect(hearts).toBeGreaterThan(flowers!);
    expect(flowers).toBeGreaterThan(mixed!);
  });

  it('answers in about half a second to a second, with time-outs for slow children', () => {
    const rts = SEEDS.flatMap((seed) =>
      simulate(seed, 0)
        .filter((t) => t.stage === 'test' && typeof t.data.rt === 'number')
        .map((t) => t.data.rt as number),
    );
    const sorted = [...rts].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    expect(median).toBeGreaterThan(500);
    expect(median).toBeLessThan(1000);
    const timeouts = (theta: number) =>
      SEEDS.flatMap((seed) => simulate(seed, theta)).filter(
        (t) => t.stage === 'test' && t.data.response === null,
      ).length;
    expect(timeouts(-3)).toBeGreaterThan(timeouts(2));
    expect(timeouts(-3)).toBeGreaterThan(0);
  });

  it('plays the test blocks only without practice, at most trialsPerBlock each', () => {
    const trials = simulateHf({ seed: 'x', practice: false, trialsPerBlock: 3 }, createRng('x'), {
      theta: 0,
    });
    expect(trials.map((t) => t.itemId)).toEqual(
      HF_BLOCK_IDS.flatMap((b) => [1, 2, 3].map((n) => `${b}.test.0${n}`)),
    );
  });
});
