import { estimateThetaEap, roarScoreFromTheta, type ItemParams } from '@roar/scoring';
import { INFERENCE_ABILITY_PRIOR, INFERENCE_DISCRIMINATION, INFERENCE_GUESSING } from './rules.ts';
import type { InferenceQuestion } from './types.ts';

/**
 * PROVISIONAL item parameters (3PL): the difficulty is the question's prior from its passage's
 * grade and its inference type (rules.ts, README.md 'Difficulty prior'), not estimated from
 * children's answers; one slope for all; guessing one in four. Calibration replaces them (and
 * raises the scoring version).
 */
export const inferenceItemParams = (question: InferenceQuestion): ItemParams => ({
  a: INFERENCE_DISCRIMINATION,
  b: question.difficulty,
  c: INFERENCE_GUESSING,
  d: 1,
});

export interface InferenceAbility {
  theta: number;
  se: number;
  /** The 100-900 ROAR score of theta: round((theta + 6) x 200 / 3 + 100). */
  roarScore: number;
}

/** Provisional EAP ability (posterior mean and SD) from answered test questions. */
export function inferenceAbility(
  answers: readonly { question: InferenceQuestion; correct: boolean }[],
): InferenceAbility {
  const responses = answers.map((a) => ({
    item: inferenceItemParams(a.question),
    correct: a.correct,
  }));
  const { theta, se } = estimateThetaEap(responses, INFERENCE_ABILITY_PRIOR);
  return {
    theta: Math.round(theta * 1000) / 1000,
    se: Math.round(se * 1000) / 1000,
    roarScore: roarScoreFromTheta(theta),
  };
}
