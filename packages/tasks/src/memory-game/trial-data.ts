import { roundMs } from '../runtime/time.ts';
import type { ResponseSource } from '../trial-types.ts';
import type { MemoryStep } from './engine.ts';
import type { MemoryTrialData } from './trial-schema.ts';

/**
 * The data of one answered Memory Game trial (memoryTrialSchema), in the game and in simulation.
 * `response` is the taps joined by '-' (memoryResponse), null when the child gave none; it is
 * right when it is exactly the step's key.
 */
export function memoryTrialData(
  step: MemoryStep,
  answer: {
    response: string | null;
    source: ResponseSource | null;
    rtMs: number | null;
    onsetMs: number;
  },
): { correct: boolean; data: MemoryTrialData } {
  const correct = answer.response === step.correctResponse;
  return {
    correct,
    data: {
      stimulus: step.sequence.join('-'),
      correctResponse: step.correctResponse,
      response: answer.response,
      responseSource: answer.source,
      correct: correct ? 1 : 0,
      rt: answer.rtMs === null ? null : roundMs(Math.max(0, answer.rtMs)),
      onset: roundMs(Math.max(0, answer.onsetMs)),
      sequence: [...step.sequence],
      direction: step.direction,
      grid: step.grid,
      length: step.length,
      ...(step.practiceAttempt !== null ? { practiceAttempt: step.practiceAttempt } : {}),
    },
  };
}

/** Where a Memory Game trial is stored: its phase is both block and subtask, practice included. */
export const memoryTrialPlace = (step: MemoryStep) => ({
  trialIndex: step.trialIndex,
  block: step.block,
  subtask: step.block,
  stage: step.stage,
  itemId: step.itemId,
});
