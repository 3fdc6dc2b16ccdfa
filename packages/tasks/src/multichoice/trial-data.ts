import type { WrittenChoiceBank } from '@roar/contracts';
import { roundMs } from '../runtime/time.ts';
import type { ResponseSource } from '../trial-types.ts';
import type { WrittenStep } from './engine.ts';
import type { WrittenChoiceTrialData } from './trial-schema.ts';
import type { WrittenPracticeItem } from './types.ts';

/** A practice item's key (practice keys ship with the bank; test keys never do). */
export const practiceKey = (step: WrittenStep): number | null =>
  step.stage === 'practice' ? (step.item as WrittenPracticeItem).key : null;

/**
 * The data of one answered (or timed-out) trial, in the game and in simulation. Practice trials
 * say whether the answer was right (the feedback needs it); test trials cannot.
 */
export function writtenTrialData(
  bank: WrittenChoiceBank,
  step: WrittenStep,
  answer: {
    choice: number | null;
    source: ResponseSource | null;
    rtMs: number | null;
    onsetMs: number;
  },
): { correct: boolean | null; data: WrittenChoiceTrialData } {
  const { item } = step;
  const key = practiceKey(step);
  const response = answer.choice === null ? null : item.options[answer.choice]!;
  const correct = key === null ? null : answer.choice === key;
  return {
    correct,
    data: {
      stimulus: item.text,
      ...(item.target ? { target: item.target } : {}),
      bank,
      role: step.role,
      options: [...item.options],
      response,
      responseSource: answer.source,
      rt: answer.rtMs === null ? null : roundMs(answer.rtMs),
      onset: roundMs(answer.onsetMs),
      ...(key !== null ? { correctResponse: item.options[key]!, correct: correct ? 1 : 0 } : {}),
      ...(answer.choice === null ? { timedOut: true as const } : {}),
    },
  };
}

/** Where a trial is stored: core and practice items under the bank, pilot items apart. */
export const writtenTrialPlace = (bank: WrittenChoiceBank, step: WrittenStep) => ({
  trialIndex: step.trialIndex,
  block: step.stage === 'practice' ? 'practice' : step.role,
  subtask: step.role === 'pilot' ? 'pilot' : bank,
  stage: step.stage,
  itemId: step.itemId,
});
