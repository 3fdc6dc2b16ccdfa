import type { ItemParams } from '@roar/scoring';
import type { WrittenItem } from './types.ts';

/**
 * PROVISIONAL prior item parameters (README.md, 'Scoring'): no item has been calibrated yet, so
 * each item's 4PL parameters follow from the grade it was written for. Difficulty rises evenly
 * from b = -2.3 (grade 1) to b = +1.66 (grade 12), in step with the provisional norms' mean
 * ability by grade (theta -2.0 in K to +1.8 in grade 12); a = 1.3 for every item; c = 0.25
 * (four options: a guess is right one time in four); d = 0.98 (an able reader slips rarely).
 * Replace them with calibrated values (per item id) once pilot and core data exist.
 */
export const PRIOR = { a: 1.3, bGrade1: -2.3, bPerGrade: 0.36, c: 0.25, d: 0.98 } as const;

export const itemParams = (item: Pick<WrittenItem, 'grade'>): ItemParams => ({
  a: PRIOR.a,
  b: PRIOR.bGrade1 + PRIOR.bPerGrade * (item.grade - 1),
  c: PRIOR.c,
  d: PRIOR.d,
});
