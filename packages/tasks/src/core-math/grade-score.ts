import { probability } from '@roar/scoring';
import { withItems } from './ability.ts';
import { gradeParams } from './params.ts';
import {
  HIGHEST_GRADE,
  LOWEST_GRADE,
  SUBSKILLS,
  type CoreMathAnswer,
  type CoreMathItem,
  type Subskill,
} from './types.ts';

/** The grade estimate's uniform prior: one grade beyond the bank on each side, [-1, 9]. */
export const GRADE_PRIOR = { min: LOWEST_GRADE - 1, max: HIGHEST_GRADE + 1, step: 0.01 } as const;

/**
 * EAP of the grade level G on a grid over the uniform prior: the posterior mean of
 * P(correct | G) = c + (1 - c) / (1 + exp(-a_g (G - b_g))) products, in log space. Rounded to one
 * decimal; null without answers.
 */
export function gradeEap(
  answers: readonly { item: CoreMathItem; correct: boolean }[],
): number | null {
  if (answers.length === 0) return null;
  const params = answers.map((a) => ({ params: gradeParams(a.item), correct: a.correct }));
  const count = Math.round((GRADE_PRIOR.max - GRADE_PRIOR.min) / GRADE_PRIOR.step) + 1;
  const logs: number[] = [];
  let peak = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i += 1) {
    const grade = GRADE_PRIOR.min + i * GRADE_PRIOR.step;
    let log = 0;
    for (const { params: item, correct } of params) {
      const p = Math.min(1 - 1e-12, Math.max(1e-12, probability(item, grade)));
      log += Math.log(correct ? p : 1 - p);
    }
    logs.push(log);
    peak = Math.max(peak, log);
  }
  let mass = 0;
  let first = 0;
  logs.forEach((log, i) => {
    const w = Math.exp(log - peak);
    mass += w;
    first += w * (GRADE_PRIOR.min + i * GRADE_PRIOR.step);
  });
  return Math.round((first / mass) * 10) / 10;
}

export interface GradeScores {
  overall: number | null;
  bySubskill: Record<Subskill, number | null>;
}

/** Grade level estimates of a run, overall and per strand (null for a strand not answered). */
export function gradeScore(answers: readonly CoreMathAnswer[]): GradeScores {
  const known = withItems(answers);
  const bySubskill = Object.fromEntries(
    SUBSKILLS.map((s) => [s, gradeEap(known.filter((a) => a.item.subskill === s))]),
  ) as Record<Subskill, number | null>;
  return { overall: gradeEap(known), bySubskill };
}
