import { roundMs } from '../runtime/time.ts';
import type { ResponseSource } from '../trial-types.ts';
import { cardCode, describeCard } from './cards.ts';
import type { SameDifferentStep } from './engine.ts';
import { isRight } from './logic.ts';
import type { SameDifferentTrialData } from './trial-schema.ts';

/** What the child did on a step: the response (null without one), how, and when (ms). */
export interface SameDifferentAnswer {
  response: string | null;
  source: ResponseSource | null;
  rtMs: number | null;
  onsetMs: number;
}

/**
 * The data of one answered Shapes Game trial (sameDifferentTrialSchema), in the game and in
 * simulation, and whether it was right (for feedback and the engine; the server judges again).
 */
export function sameDifferentTrialData(
  step: SameDifferentStep,
  answer: SameDifferentAnswer,
): { correct: boolean; data: SameDifferentTrialData } {
  const { item } = step;
  const correct = isRight(item, answer.response);
  return {
    correct,
    data: {
      stimulus: item.cards.map(describeCard).join('; '),
      kind: item.kind,
      dimension: item.dimension,
      cards: item.cards.map(cardCode),
      prompt: step.prompt,
      ...(item.selections !== null ? { selections: item.selections } : {}),
      correctResponse: item.answer,
      response: answer.response,
      responseSource: answer.source,
      correct: correct ? 1 : 0,
      rt: answer.rtMs === null ? null : roundMs(Math.max(0, answer.rtMs)),
      onset: roundMs(Math.max(0, answer.onsetMs)),
      ...(step.practiceAttempt !== null ? { practiceAttempt: step.practiceAttempt } : {}),
    },
  };
}

/** Where a Shapes Game trial is stored: its phase is both block and subtask. */
export const sameDifferentTrialPlace = (step: SameDifferentStep) => ({
  trialIndex: step.trialIndex,
  block: step.block,
  subtask: step.block,
  stage: step.stage,
  itemId: step.itemId,
});
