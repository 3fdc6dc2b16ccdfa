import { roundMs } from '../runtime/time.ts';
import type { ResponseSource } from '../trial-types.ts';
import type { HfStep } from './engine.ts';
import type { HfTrialData } from './trial-schema.ts';
import { asSide } from './types.ts';

export interface HfAnswer {
  /** 'left' or 'right'; null when the response window ran out. */
  response: string | null;
  source: ResponseSource | null;
  /** Answer time from the shape's onset; null without an answer. */
  rtMs: number | null;
  /** Onset of the shape (after the fixation) on the page's clock. */
  onsetMs: number;
}

/**
 * The data of one answered trial (hfTrialSchema), in the game and in simulation. A press after
 * the window closed counts as no answer (the screen should not take one; the server judges it so).
 */
export function hfTrialData(
  step: HfStep,
  answer: HfAnswer,
): { correct: boolean; data: HfTrialData } {
  const late =
    step.responseWindowMs !== null && answer.rtMs !== null && answer.rtMs > step.responseWindowMs;
  const response = late ? null : asSide(answer.response);
  const correct = response === step.correctResponse;
  return {
    correct,
    data: {
      stimulus: `${step.shape}-${step.side}`,
      correctResponse: step.correctResponse,
      response,
      responseSource: response === null ? null : answer.source,
      correct: correct ? 1 : 0,
      rt: response === null || answer.rtMs === null ? null : roundMs(Math.max(0, answer.rtMs)),
      onset: roundMs(Math.max(0, answer.onsetMs)),
      phase: step.phase,
      shape: step.shape,
      side: step.side,
      responseWindowMs: step.responseWindowMs,
      ...(step.practiceAttempt !== null ? { practiceAttempt: step.practiceAttempt } : {}),
    },
  };
}

/** Where a trial is stored: its block is both block and subtask; instruction trials are practice. */
export const hfTrialPlace = (step: HfStep) => ({
  trialIndex: step.trialIndex,
  block: step.block,
  subtask: step.block,
  stage: step.stage,
  itemId: step.itemId,
});
