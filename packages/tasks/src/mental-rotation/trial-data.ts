import { roundMs } from '../runtime/time.ts';
import type { ResponseSource } from '../trial-types.ts';
import { isRightChoice } from './bank.ts';
import type { RotationStep } from './engine.ts';
import { anglePart } from './rules.ts';
import { STIMULUS_NAMES } from './stimuli.ts';
import type { RotationTrialData } from './trial-schema.ts';

/**
 * The data of one answered Matching Game trial (rotationTrialSchema), in the game and in
 * simulation. `response` is the side chosen ('left' or 'right'), null when none came.
 */
export function rotationTrialData(
  step: RotationStep,
  answer: {
    response: string | null;
    source: ResponseSource | null;
    rtMs: number | null;
    onsetMs: number;
  },
): { correct: boolean; data: RotationTrialData } {
  const correct = isRightChoice(step.item, answer.response);
  return {
    correct,
    data: {
      stimulus: `${STIMULUS_NAMES[step.stimulusId]} (${step.stimulusId}) turned ${step.angle} degrees`,
      correctResponse: step.matchSide,
      response: answer.response,
      responseSource: answer.response === null ? null : answer.source,
      correct: correct ? 1 : 0,
      rt: answer.rtMs === null ? null : roundMs(Math.max(0, answer.rtMs)),
      onset: roundMs(Math.max(0, answer.onsetMs)),
      stimulusId: step.stimulusId,
      angle: step.angle,
      matchSide: step.matchSide,
      ...(step.practiceAttempt !== null ? { practiceAttempt: step.practiceAttempt } : {}),
    },
  };
}

/**
 * Where a Matching Game trial is stored: its block ('practice' or 'test') and as subtask its
 * angle ('angle-120'), so the raw counts come per angle as the measures do.
 */
export const rotationTrialPlace = (step: RotationStep) => ({
  trialIndex: step.trialIndex,
  block: step.block,
  subtask: anglePart(step.angle),
  stage: step.stage,
  itemId: step.itemId,
});
