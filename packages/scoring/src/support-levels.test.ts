import { describe, expect, it } from 'vitest';
import type { NormsTable } from './norms.ts';
import { supportLevel } from './support-levels.ts';

const table: NormsTable = {
  task: 'swr',
  language: 'en',
  version: 'test-1',
  kind: 'provisional',
  provenance: { method: 'unit-test fixture', date: '2026-01-01', sampleSizes: {} },
  groups: [{ grade: 3, mean: 500, sd: 100 }],
  supportCutPoints: { k5: { achieved: 40, developing: 20 } },
  benchmarks: { grade3: 413, grade5: 513 },
};
const normed = { normed: true, table, score: 450 };

describe('supportLevel, grades K-5 by percentile', () => {
  it.each([
    [0, 95, 'achieved'],
    [3, 40, 'achieved'],
    [5, 39.9, 'developing'],
    [2, 20.1, 'developing'],
    [1, 20, 'needs-extra-support'],
    [4, 0.5, 'needs-extra-support'],
  ] as const)('grade %d, percentile %d -> %s', (grade, percentile, level) => {
    expect(supportLevel({ ...normed, grade, percentile })).toBe(level);
  });

  it('uses the cut points of the norms version', () => {
    const legacy = { ...table, supportCutPoints: { k5: { achieved: 50, developing: 25 } } };
    expect(supportLevel({ ...normed, table: legacy, grade: 3, percentile: 45 })).toBe('developing');
    expect(supportLevel({ ...normed, table: legacy, grade: 3, percentile: 25 })).toBe(
      'needs-extra-support',
    );
  });
});

describe('supportLevel, grades 6-12 by benchmarks', () => {
  it.each([
    [300, 'needs-extra-support'],
    [413, 'needs-extra-support'],
    [414, 'developing'],
    [513, 'developing'],
    [514, 'achieved'],
  ])('grade 7, score %d -> %s', (score, level) => {
    // The percentile does not decide from grade 6 on.
    expect(supportLevel({ ...normed, grade: 7, percentile: 99, score })).toBe(level);
  });

  it('falls back to the benchmarks when a K-5 score has no percentile', () => {
    expect(supportLevel({ ...normed, grade: 2, percentile: null, score: 400 })).toBe(
      'needs-extra-support',
    );
  });
});

describe('supportLevel, tags and missing scores', () => {
  it('marks optional assessments', () => {
    expect(supportLevel({ ...normed, grade: 3, percentile: 10, optional: true })).toBe('optional');
  });
  it('shows un-normed tasks as raw score', () => {
    expect(supportLevel({ grade: 3, score: 42, normed: false })).toBe('raw-score');
    expect(supportLevel({ grade: 3, score: 42, normed: true, table: null })).toBe('raw-score');
  });
  it('has no level without a score', () => {
    expect(supportLevel({ ...normed, grade: 3, percentile: 50, score: null })).toBeNull();
    expect(supportLevel({ ...normed, grade: 3, score: null, optional: true })).toBeNull();
  });
});
