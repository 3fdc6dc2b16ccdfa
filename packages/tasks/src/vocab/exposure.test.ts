/**
 * Exposure and retest (issue 20 item 9; ADR 053) for Picture Vocabulary, reduced and seeded: all
 * grades K-12 pooled, no adaptive item is given to more than 30 % of children, and a retest with
 * the first run's items named shares at most 20 % of its items (catch items included).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { measureExposure, measureRetest } from '../registry/exposure-simulation.ts';
import { vocabDefinition } from './definition.ts';

describe('Picture Vocabulary exposure', () => {
  // 30 children a grade (390): the bound is the target plus one sampling SE (about 0.023) of the
  // most exposed item's share; without exposure control it is 0.40-0.54 (the bench judges 0.30).
  it('gives no adaptive item to more than about 30 % of the pooled grades', () => {
    const exposure = measureExposure(vocabDefinition, 'vocab', 30, 'vocab-exposure-test');
    expect(exposure.maxExposure).toBeLessThanOrEqual(0.32);
  });

  it('lets a retest share at most 20 % of its items with the first run', () => {
    const retest = measureRetest(vocabDefinition, 'vocab', 4, 'vocab-retest-test');
    expect(retest.maxOverlap).toBeLessThanOrEqual(0.2);
  });

  it('gives a retest other catch items while the pool has them', () => {
    const params = vocabDefinition.params('vocab').parse({});
    const child = { theta: 0, grade: '3' };
    const catchOf = (trials: ReturnType<typeof vocabDefinition.simulate>) =>
      trials.filter((t) => t.subtask === 'catch').map((t) => t.itemId!);
    const first = vocabDefinition.simulate('vocab', params, createRng('c1'), child);
    const second = vocabDefinition.simulate('vocab', params, createRng('c2'), {
      ...child,
      recentItemIds: first.flatMap((t) => (t.stage === 'test' && t.itemId ? [t.itemId] : [])),
    });
    const seen = new Set(catchOf(first));
    expect(catchOf(second).filter((id) => seen.has(id))).toEqual([]);
  });
});
