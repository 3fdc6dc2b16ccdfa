import { estimateThetaEap, type ItemParams } from '@roar/scoring';
import { MATRIX_ABILITY_PRIOR, MATRIX_DISCRIMINATION, MATRIX_GUESSING } from './rules.ts';
import type { MatrixItem } from './types.ts';

/**
 * PROVISIONAL item parameters: the difficulty is set by the item's rules (README.md, 'Item
 * parameters'), not estimated from children's answers; one slope for all, guessing one in four.
 * Calibration replaces them (and raises the scoring version).
 */
export const matrixItemParams = (item: MatrixItem): ItemParams => ({
  a: MATRIX_DISCRIMINATION,
  b: item.difficulty,
  c: MATRIX_GUESSING,
  d: 1,
});

export interface MatrixAbility {
  theta: number;
  se: number;
}

/** Provisional EAP ability (posterior mean and SD) from answered test items. */
export function matrixAbility(
  answers: readonly { item: MatrixItem; correct: boolean }[],
): MatrixAbility {
  const responses = answers.map((a) => ({ item: matrixItemParams(a.item), correct: a.correct }));
  const { theta, se } = estimateThetaEap(responses, MATRIX_ABILITY_PRIOR);
  return { theta: Math.round(theta * 1000) / 1000, se: Math.round(se * 1000) / 1000 };
}
