import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { simulateEgma } from './simulate.ts';
import { egmaTrialSchema } from './trial-schema.ts';
import { EGMA_BANDS, EGMA_BLOCK_IDS, type EgmaBand } from './types.ts';

const testCorrect = (band: EgmaBand, theta: number, seed: string) =>
  simulateEgma({ practice: true }, band, createRng(seed), { theta }).filter(
    (t) => t.stage === 'test' && t.data.correct === 1,
  ).length;

const meanOver = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const SEEDS = ['1', '2', '3', '4', '5', '6'];

describe('simulateEgma', () => {
  it.each(EGMA_BANDS)('%s: records valid trials, in order, in their blocks', (band) => {
    for (const theta of [-3, 0, 3]) {
      const trials = simulateEgma({ practice: true }, band, createRng(`v${theta}`), { theta });
      trials.forEach((trial, i) => {
        expect(trial.trialIndex).toBe(i);
        expect(trial.block).toBe(trial.subtask);
        expect(EGMA_BLOCK_IDS).toContain(trial.block);
        const parsed = egmaTrialSchema.safeParse(trial.data);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(trial.data.practiceAttempt !== undefined).toBe(trial.stage === 'practice');
      });
    }
  });

  it('gives the same run for the same seed', () => {
    const once = simulateEgma({ practice: true }, 'middle', createRng('same'), { theta: 0.5 });
    const again = simulateEgma({ practice: true }, 'middle', createRng('same'), { theta: 0.5 });
    expect(again).toEqual(once);
  });

  it.each(EGMA_BANDS)('%s: more correct answers as ability rises', (band) => {
    const totals = [-3, -1, 1, 3].map((theta) =>
      meanOver(SEEDS.map((seed) => testCorrect(band, theta, seed))),
    );
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[3]! - totals[0]!).toBeGreaterThan(20);
  });

  it('places numbers closer to their place as ability rises', () => {
    const meanError = (theta: number) =>
      meanOver(
        SEEDS.flatMap((seed) =>
          simulateEgma({ practice: false }, 'older', createRng(seed), { theta })
            .filter((t) => t.block === 'number-line-slider')
            .map((t) => t.data.errorPercent as number),
        ),
      );
    expect(meanError(3)).toBeLessThan(meanError(0));
  });

  it('gives at most itemsPerBlock test items per block (the short variant)', () => {
    const trials = simulateEgma({ practice: false, itemsPerBlock: 2 }, 'young', createRng('s'), {
      theta: 2,
    });
    for (const block of EGMA_BLOCK_IDS) {
      expect(trials.filter((t) => t.block === block).length).toBeLessThanOrEqual(2);
    }
    expect(trials.length).toBeGreaterThan(10);
  });
});
