/**
 * Exposure and retest (issue 20 item 9; ADR 053) for Word, reduced and seeded: all grades K-12
 * pooled, no test item is given to more than 30 % of children, and a retest with the first run's
 * items named shares at most 20 % of its items. bench/exposure.ts prints the full-size figures.
 */
import { describe, expect, it } from 'vitest';
import { measureExposure, measureRetest } from '../registry/exposure-simulation.ts';
import { swrBank } from '../swr/index.ts';
import { wordDefinition } from './definition.ts';

describe.each([
  ['swr', 'en'],
  ['swr-es', 'es'],
] as const)('Word exposure (%s)', (taskId, language) => {
  // 20 children a grade (260): the most exposed item's share has a sampling SE of about 0.03 near
  // 0.3, and the largest of 500 shares is biased up by it, so the bound is the target plus one
  // SE; without exposure control the share is 0.37-0.38 (the bench judges 0.30 on 6,500).
  it('gives no item to more than about 30 % of the pooled grades', () => {
    const exposure = measureExposure(wordDefinition, taskId, 20, 'word-exposure-test');
    expect(exposure.maxExposure).toBeLessThanOrEqual(0.33);
    expect(exposure.meanRunLength).toBe(84);
    // The whole bank is in use.
    expect(exposure.itemsUsed).toBe(swrBank(language).test.length);
  });

  it('lets a retest share at most 20 % of its items with the first run', () => {
    const retest = measureRetest(wordDefinition, taskId, 3, 'word-retest-test');
    expect(retest.maxOverlap).toBeLessThanOrEqual(0.2);
    expect(retest.over20).toBe(0);
  });
});
