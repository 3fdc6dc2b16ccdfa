import type { ResponseSource } from '../trial-types.ts';
import { roundMs } from '../runtime/time.ts';
import type { ChoiceOption, ChoiceStep } from './engine.ts';

/** The data of one answered choice trial (choiceTrialSchema), in the game and in simulation. */
export function choiceTrialData(
  step: ChoiceStep,
  answer: { chosen: ChoiceOption; source: ResponseSource; rtMs: number; onsetMs: number },
): { correct: boolean; data: Record<string, unknown> } {
  const correct = answer.chosen.value === step.item.answer.value;
  return {
    correct,
    data: {
      stimulus: step.item.answer.value,
      prompt: step.item.prompt,
      ...(step.item.cue ? { cue: step.item.cue.value } : {}),
      options: step.options.map((option) => option.value),
      correctResponse: step.item.answer.value,
      response: answer.chosen.value,
      responseSource: answer.source,
      correct: correct ? 1 : 0,
      rt: roundMs(answer.rtMs),
      onset: roundMs(answer.onsetMs),
    },
  };
}

/** Where a choice trial is stored: its section is both block and subtask. */
export const choiceTrialPlace = (step: ChoiceStep) => ({
  trialIndex: step.trialIndex,
  block: step.stage === 'practice' ? 'practice' : step.section.id,
  subtask: step.section.id,
  stage: step.stage,
  itemId: step.item.id,
});
