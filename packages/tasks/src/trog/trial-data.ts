import { roundMs } from '../runtime/time.ts';
import type { ResponseSource } from '../trial-types.ts';
import type { SyntaxStep } from './engine.ts';
import type { SyntaxTrialData } from './trial-schema.ts';

/**
 * The data of one answered Syntax Game trial (syntaxTrialSchema), in the game and in simulation,
 * and whether it was right (for feedback; the server judges again from the item id).
 */
export function syntaxTrialData(
  step: SyntaxStep,
  answer: {
    response: string | null;
    source: ResponseSource | null;
    rtMs: number | null;
    onsetMs: number;
    elapsedMs?: number | undefined;
  },
): { correct: boolean; data: SyntaxTrialData } {
  const { item } = step;
  const correct = answer.response === item.answer;
  return {
    correct,
    data: {
      stimulus: item.sentence,
      correctResponse: item.answer,
      response: answer.response,
      responseSource: answer.source,
      correct: correct ? 1 : 0,
      rt: answer.rtMs === null ? null : roundMs(Math.max(0, answer.rtMs)),
      onset: roundMs(Math.max(0, answer.onsetMs)),
      structure: item.structure,
      ...(step.stage === 'test' && answer.elapsedMs !== undefined
        ? { elapsedMs: Math.round(answer.elapsedMs) }
        : {}),
      ...(step.practiceAttempt !== null ? { practiceAttempt: step.practiceAttempt } : {}),
    },
  };
}

/** Where a Syntax Game trial is stored: block 'practice' or the structure, which is also the subtask. */
export const syntaxTrialPlace = (step: SyntaxStep) => ({
  trialIndex: step.trialIndex,
  block: step.item.structure,
  subtask: step.item.structure,
  stage: step.stage,
  itemId: step.itemId,
});
