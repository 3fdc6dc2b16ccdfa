import type { ResponseSource } from '../trial-types.ts';
import { roundMs } from '../runtime/time.ts';
import type { VocabPicture } from './bank.ts';
import type { VocabStep } from './engine.ts';

/** The data of one answered trial (vocabTrialSchema), in the game and in simulation. */
export function vocabTrialData(
  step: VocabStep,
  answer: {
    chosen: VocabPicture;
    source: ResponseSource;
    rtMs: number;
    onsetMs: number;
    replays: number;
    ability: { theta: number; se: number } | null;
  },
): { correct: boolean; data: Record<string, unknown> } {
  const correct = answer.chosen.concept === step.item.answer.concept;
  const finite = (x: number | undefined) =>
    x !== undefined && Number.isFinite(x) ? Math.round(x * 1000) / 1000 : null;
  return {
    correct,
    data: {
      stimulus: step.item.word,
      correctResponse: step.item.answer.concept,
      response: answer.chosen.concept,
      responseSource: answer.source,
      correct: correct ? 1 : 0,
      rt: roundMs(answer.rtMs),
      onset: roundMs(answer.onsetMs),
      options: step.options.map((option) => option.concept),
      kind: step.kind,
      replays: answer.replays,
      theta: finite(answer.ability?.theta),
      se: finite(answer.ability?.se),
    },
  };
}

/** Where a trial is stored: block 'practice' or the test block's number; catch items apart. */
export const vocabTrialPlace = (step: VocabStep) => ({
  trialIndex: step.trialIndex,
  block: step.stage === 'practice' ? 'practice' : String(step.block),
  subtask: step.kind === 'catch' ? 'catch' : 'vocab',
  stage: step.stage,
  itemId: step.item.id,
});
