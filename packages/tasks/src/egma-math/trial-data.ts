import type { ResponseSource } from '../trial-types.ts';
import { roundMs } from '../runtime/time.ts';
import type { EgmaStep } from './engine.ts';
import { judgeEgmaResponse, parsePlaced, sliderErrorPercent } from './judge.ts';
import type { EgmaTrialData } from './trial-schema.ts';

/**
 * The data of one answered Math Game trial (egmaTrialSchema), in the game and in simulation.
 * `response` is the chosen option's value, or the number placed on the slider (sliderResponse).
 */
export function egmaTrialData(
  step: EgmaStep,
  answer: { response: string; source: ResponseSource; rtMs: number; onsetMs: number },
): { correct: boolean; data: EgmaTrialData } {
  const { item } = step;
  const correct = judgeEgmaResponse(item, answer.response);
  const placed = item.format === 'number-line-slider' ? parsePlaced(answer.response) : null;
  const errorPercent = placed === null ? null : sliderErrorPercent(item, placed);
  return {
    correct,
    data: {
      stimulus: item.stimulus,
      format: item.format,
      prompt: item.prompt,
      ...(step.options.length > 0 ? { options: [...step.options] } : {}),
      ...(item.range ? { range: [item.range[0], item.range[1]] as [number, number] } : {}),
      ...(item.target !== undefined ? { target: item.target } : {}),
      correctResponse: item.answer,
      response: answer.response,
      responseSource: answer.source,
      correct: correct ? 1 : 0,
      rt: roundMs(answer.rtMs),
      onset: roundMs(answer.onsetMs),
      ...(errorPercent !== null ? { errorPercent } : {}),
      ...(step.practiceAttempt !== null ? { practiceAttempt: step.practiceAttempt } : {}),
    },
  };
}

/** Where a Math Game trial is stored: its block is both block and subtask, practice included. */
export const egmaTrialPlace = (step: EgmaStep) => ({
  trialIndex: step.trialIndex,
  block: step.block,
  subtask: step.block,
  stage: step.stage,
  itemId: step.item.id,
});
