import { numericGrade } from './norms.ts';

/**
 * The provisional model of ability by grade, shared by the provisional norms
 * (scripts/build-provisional-norms.ts, assumptions 2 and 3) and the adaptive estimators' prior:
 * a child is scored against the same distribution the norms say their grade has (issue 20, item 7;
 * docs/decisions/048-grade-prior-and-guessing-flags.md).
 */
export const PROVISIONAL_GROWTH = { rate: 0.45, midpoint: 3.5 } as const;
/** Mean theta -2.0 in kindergarten, +1.8 in grade 12; SD 1.0 within every grade. */
export const PROVISIONAL_ABILITY = { thetaK: -2.0, theta12: 1.8, thetaSd: 1.0 } as const;

/** Share (0 in K, 1 in grade 12) of the K-to-12 gain reached by a grade (a logistic curve). */
export function growthShare(grade: number): number {
  const s = (k: number) =>
    1 / (1 + Math.exp(-PROVISIONAL_GROWTH.rate * (k - PROVISIONAL_GROWTH.midpoint)));
  return (s(grade) - s(0)) / (s(12) - s(0));
}

/** Mean ability (theta) of a grade (0 = K ... 12) in the provisional model. */
export const provisionalThetaOfGrade = (grade: number): number =>
  PROVISIONAL_ABILITY.thetaK +
  (PROVISIONAL_ABILITY.theta12 - PROVISIONAL_ABILITY.thetaK) * growthShare(grade);

/**
 * SD of the grade prior: wider than the grade's SD of 1. With SD 1 the EAP pulls a grade's
 * extremes towards its mean by up to 0.17 theta and finds only 72-78 % of the children below the
 * 20th percentile (simulated, Spanish Word); with 1.5 the shrinkage stays within 0.10 and 82-91 %
 * are found, at the same reliability (ADR 048; bench/word-by-grade.ts).
 */
export const GRADE_PRIOR_SD = 1.5;

/** A normal prior of ability for EAP estimation and for the first adaptive item. */
export interface AbilityPrior {
  readonly priorMean: number;
  readonly priorSd: number;
}

const GRADES = Array.from({ length: 13 }, (_, k) => k);
const MEANS = GRADES.map(provisionalThetaOfGrade);
const MARGINAL_MEAN = MEANS.reduce((a, b) => a + b, 0) / MEANS.length;

/**
 * Without a grade: the K-12 mixture of the grades' distributions (equal grades), summarised as
 * one normal, mean 0.34 and SD 1.65 (within-grade variance plus the spread of the grade means).
 */
export const UNKNOWN_GRADE_PRIOR: AbilityPrior = {
  priorMean: MARGINAL_MEAN,
  priorSd: Math.sqrt(
    PROVISIONAL_ABILITY.thetaSd ** 2 +
      MEANS.reduce((sum, m) => sum + (m - MARGINAL_MEAN) ** 2, 0) / MEANS.length,
  ),
};

/**
 * The ability prior of a student's grade at completion ('K', '3', 'PK'; numbers too): centred on
 * the grade's provisional mean theta(k), SD GRADE_PRIOR_SD. Pre-kindergarten uses K, above 12 uses 12;
 * an unknown grade the K-12 mixture. A pure function of the stored grade, so the browser's
 * adaptive test and the server's rescoring use the same prior.
 */
export function gradeAbilityPrior(grade: string | number | null | undefined): AbilityPrior {
  const k = numericGrade(grade);
  if (k === null) return UNKNOWN_GRADE_PRIOR;
  return {
    priorMean: provisionalThetaOfGrade(Math.min(12, k)),
    priorSd: GRADE_PRIOR_SD,
  };
}
