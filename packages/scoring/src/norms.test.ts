import { describe, expect, it } from 'vitest';
import {
  type NormsTable,
  ageMonthsFromGrade,
  gradeFromAgeMonths,
  normGroupOf,
  normsTableProblems,
  numericGrade,
  percentileOf,
  referenceGroup,
  standardScoreFromPercentile,
  standardScoreOf,
} from './norms.ts';

const table: NormsTable = {
  task: 'swr',
  language: 'en',
  version: 'test-1',
  kind: 'provisional',
  provenance: { method: 'unit-test fixture', date: '2026-01-01', sampleSizes: {} },
  groups: [
    { grade: 0, mean: 380, sd: 90 },
    { grade: 3, mean: 500, sd: 100 },
    { grade: 5, mean: 560, sd: 80 },
  ],
  supportCutPoints: { k5: { achieved: 40, developing: 20 } },
  benchmarks: { grade3: 500, grade5: 560 },
};
const grade3 = { grade: 3, ageMonths: 102 };

describe('grades and ages', () => {
  it.each([
    ['K', 0],
    ['PK', 0],
    ['tk', 0],
    ['3', 3],
    [' 07 ', 7],
    ['13', 13],
    ['14', null],
    ['senior', null],
    [null, null],
    [5, 5],
  ] as const)('numericGrade(%s) = %s', (raw, grade) => {
    expect(numericGrade(raw)).toBe(grade);
  });
  it('derives age from grade as 66 + 12 * grade months', () => {
    expect(ageMonthsFromGrade(0)).toBe(66);
    expect(ageMonthsFromGrade(3)).toBe(102);
  });
  it.each([
    [50, 0],
    [71, 0],
    [72, 1],
    [107, 3],
    [215, 12],
    [240, 12],
  ])('gradeFromAgeMonths(%d) = %d', (age, grade) => {
    expect(gradeFromAgeMonths(age)).toBe(grade);
  });
});

describe('referenceGroup', () => {
  it('fills the missing side and clamps the grade to K-12', () => {
    expect(referenceGroup({ grade: 3 })).toEqual(grade3);
    expect(referenceGroup({ grade: 3, ageMonths: 110 })).toEqual({ grade: 3, ageMonths: 110 });
    expect(referenceGroup({ ageMonths: 110 })).toEqual({ grade: 4, ageMonths: 110 });
    expect(referenceGroup({ grade: 13 })).toEqual({ grade: 12, ageMonths: 210 });
    expect(referenceGroup({ grade: null, ageMonths: null })).toBeNull();
  });
});

describe('normGroupOf', () => {
  it('takes the same grade, else the nearest (lower on ties)', () => {
    expect(normGroupOf(table, grade3).mean).toBe(500);
    expect(normGroupOf(table, { grade: 4, ageMonths: 114 }).grade).toBe(3);
    expect(normGroupOf(table, { grade: 1, ageMonths: 78 }).grade).toBe(0);
    expect(normGroupOf(table, { grade: 12, ageMonths: 210 }).grade).toBe(5);
  });
});

describe('percentileOf and standardScoreOf', () => {
  it.each([
    [500, 50, 100],
    [600, 84.1345, 115],
    [400, 15.8655, 85],
    [300, 2.275, 70],
    [372, 10.0273, 81],
  ])('grade 3, score %d -> percentile %d, standard score %d', (score, percentile, standard) => {
    expect(percentileOf(score, table, grade3)).toBeCloseTo(percentile, 3);
    expect(standardScoreOf(score, table, grade3)).toBe(standard);
  });
  it('clips extreme standard scores to 0-180', () => {
    expect(standardScoreOf(1900, table, grade3)).toBe(180);
    expect(standardScoreOf(-900, table, grade3)).toBe(0);
  });
  it('maps a percentile to a standard score through the normal quantile', () => {
    expect(standardScoreFromPercentile(50)).toBe(100);
    expect(standardScoreFromPercentile(84.1345)).toBe(115);
    expect(standardScoreFromPercentile(2.275)).toBe(70);
    expect(standardScoreFromPercentile(0)).toBe(0);
    expect(standardScoreFromPercentile(100)).toBe(180);
  });
});

describe('normsTableProblems', () => {
  it('accepts a sound table', () => {
    expect(normsTableProblems(table)).toEqual([]);
  });
  it('names what is wrong', () => {
    const broken: NormsTable = {
      ...table,
      groups: [
        { grade: 3, mean: 500, sd: 0 },
        { grade: 3, mean: 500, sd: 90 },
        { grade: 14, mean: 500, sd: 90 },
      ],
      supportCutPoints: { k5: { achieved: 20, developing: 40 } },
      benchmarks: { grade3: 600, grade5: 500 },
    };
    expect(normsTableProblems(broken)).toEqual([
      'grade 3 needs a mean and SD > 0',
      'grade 3 appears twice',
      'grade 14 is not K-12',
      'K-5 cut points need 0 <= developing < achieved <= 100',
      'the grade-3 benchmark must not exceed the grade-5 benchmark',
    ]);
  });
});
