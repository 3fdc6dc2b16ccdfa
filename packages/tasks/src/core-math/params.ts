import type { ItemParams } from '@roar/scoring';
import type { CoreMathItem } from './types.ts';

/**
 * Provisional item parameters (README.md, "Item parameters"): a prior from each item's grade and
 * within-grade offset, until calibration replaces them with estimates from collected answers.
 */

/** Theta units per school grade: grade 4 sits at theta 0, kindergarten at -2.4, grade 8 at 2.4. */
export const THETA_PER_GRADE = 0.6;
export const CENTRE_GRADE = 4;
/**
 * Discrimination in grade units for the grade estimate: a child one grade below an entry item's
 * location answers it with probability 0.23, one grade above with 0.77, two above with 0.92.
 */
export const GRADE_DISCRIMINATION = 1.2;
/**
 * Discrimination on the theta scale, the same for every item until calibration. It is the grade
 * discrimination over the theta units per grade (1.2 / 0.6), so both parameter sets give an item
 * the same response curve and the two estimates agree about the same answers (README.md).
 */
export const THETA_DISCRIMINATION = 2;

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Where the item sits on the grade scale: its grade plus its within-grade offset. */
export const gradeLocation = (item: CoreMathItem) => round3(item.grade + item.offset);

/** Chance of a blind guess: one over the options for choice formats, 0 for typed answers. */
export function guessing(item: CoreMathItem): number {
  return item.format === 'choice' || item.format === 'picture-choice' ? 1 / item.options.length : 0;
}

/** 3PL parameters on the theta scale for the ability estimate (d = 1: no slip modelled). */
export function thetaParams(item: CoreMathItem): ItemParams {
  const b = round3((gradeLocation(item) - CENTRE_GRADE) * THETA_PER_GRADE);
  return { a: THETA_DISCRIMINATION, b, c: guessing(item), d: 1 };
}

/** Parameters on the grade scale: P(correct | G) = c + (1 - c) / (1 + exp(-a_g (G - b_g))). */
export function gradeParams(item: CoreMathItem): ItemParams {
  return { a: GRADE_DISCRIMINATION, b: gradeLocation(item), c: guessing(item), d: 1 };
}
