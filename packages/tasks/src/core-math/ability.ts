import { estimateThetaEap, roarScoreFromTheta } from '@roar/scoring';
import { coreMathItem } from './bank.ts';
import { thetaParams } from './params.ts';
import type { CoreMathAnswer, CoreMathItem } from './types.ts';

export interface Ability {
  theta: number;
  se: number;
}

/** EAP hyper-parameters: prior N(0, 1) on [-6, 6] (roar-tasks.md section 4.2; scoring.md). */
export const ABILITY_PRIOR = { min: -6, max: 6, priorMean: 0, priorSd: 1, points: 121 } as const;

/** EAP ability and posterior SD from answered items (the engine's running estimate). */
export function estimateAbility(
  answers: readonly { item: CoreMathItem; correct: boolean }[],
): Ability {
  const responses = answers.map((a) => ({ item: thetaParams(a.item), correct: a.correct }));
  const { theta, se } = estimateThetaEap(responses, ABILITY_PRIOR);
  return { theta, se };
}

/** Answers whose item the bank knows, with it (an unknown id is not scored). */
export function withItems(answers: readonly CoreMathAnswer[]) {
  return answers.flatMap((answer) => {
    const item = coreMathItem(answer.itemId);
    return item ? [{ item, correct: answer.correct }] : [];
  });
}

/** Ability of a run from its judged test answers, in trial order. */
export const coreMathAbility = (answers: readonly CoreMathAnswer[]): Ability =>
  estimateAbility(withItems(answers));

/** The 100-900 ROAR score: round((theta + 6) * 200 / 3 + 100), theta clipped to [-6, 6]. */
export const coreMathRoarScore = (theta: number): number => roarScoreFromTheta(theta);
