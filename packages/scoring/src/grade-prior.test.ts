import { describe, expect, it } from 'vitest';
import { estimateThetaEap } from './estimation.ts';
import { GRADE_PRIOR_SD, UNKNOWN_GRADE_PRIOR, gradeAbilityPrior } from './grade-prior.ts';
import { provisionalNorms } from './norms-data/index.ts';
import { roarScoreFromTheta } from './scales.ts';

describe('gradeAbilityPrior', () => {
  it('is centred where the provisional norms put each grade (the same model)', () => {
    const table = provisionalNorms('swr-es')!;
    for (const group of table.groups) {
      const label = group.grade === 0 ? 'K' : String(group.grade);
      expect(roarScoreFromTheta(gradeAbilityPrior(label).priorMean), label).toBe(group.mean);
    }
    expect(gradeAbilityPrior('K').priorMean).toBeCloseTo(-2, 10);
    expect(gradeAbilityPrior('12').priorMean).toBeCloseTo(1.8, 10);
  });

  it('gives pre-kindergarten the K prior, grade 13 the grade-12 prior, and no grade the K-12 mixture', () => {
    expect(gradeAbilityPrior('PK')).toEqual(gradeAbilityPrior('K'));
    expect(gradeAbilityPrior('13')).toEqual(gradeAbilityPrior('12'));
    expect(gradeAbilityPrior(null)).toBe(UNKNOWN_GRADE_PRIOR);
    expect(gradeAbilityPrior('not a grade')).toBe(UNKNOWN_GRADE_PRIOR);
    expect(gradeAbilityPrior(3).priorSd).toBe(GRADE_PRIOR_SD);
    // Wider than one grade: it holds every grade's children.
    expect(UNKNOWN_GRADE_PRIOR.priorSd).toBeGreaterThan(GRADE_PRIOR_SD);
  });

  it('with no answers, an EAP estimate is the grade mean', () => {
    const estimate = estimateThetaEap([], gradeAbilityPrior('K'));
    // Not exactly: the grid ends at -6, which trims the prior's lower tail a little.
    expect(estimate.theta).toBeCloseTo(-2, 1);
  });
});
