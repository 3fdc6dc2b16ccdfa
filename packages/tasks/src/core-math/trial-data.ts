import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';
import type { ResponseSource } from '../trial-types.ts';
import { roundMs } from '../runtime/time.ts';
import type { Ability } from './ability.ts';
import type { CoreMathStep } from './engine.ts';
import { coreMathKey, judgeCoreMathResponse } from './judge.ts';
import { FORMATS, SUBSKILLS } from './types.ts';

/** One Core Math trial's data: the common fields, the item's format, strand and grade. */
export const coreMathTrialSchema = commonTrialData.extend({
  format: z.enum(FORMATS),
  prompt: z.string(),
  /** Option values in the order shown (choice formats). */
  options: z.array(z.string()).max(4).optional(),
  subskill: z.enum(SUBSKILLS),
  grade: z.number().int().min(0).max(8),
  /** Ability after this answer (test trials); the server recomputes it from the answers. */
  theta: z.number().optional(),
  se: z.number().optional(),
});
export type CoreMathTrialData = z.infer<typeof coreMathTrialSchema>;

export interface CoreMathAnswerInput {
  /** What the child gave: an option value, a typed number or fraction, a placed number. */
  response: string | null;
  source: ResponseSource | null;
  /** Null when the trial ended without an answer. */
  rtMs: number | null;
  onsetMs: number;
  /** The engine's estimate after this answer (test trials). */
  ability?: Ability | null;
}

/** The data record of one answered trial, in the game and in simulation. */
export function coreMathTrialData(
  step: CoreMathStep,
  answer: CoreMathAnswerInput,
): CoreMathTrialData {
  const { item } = step;
  const choice = item.format === 'choice' || item.format === 'picture-choice';
  return {
    stimulus: step.view.prompt,
    prompt: step.view.prompt,
    format: item.format,
    ...(choice ? { options: step.view.options.map((o) => o.value) } : {}),
    subskill: item.subskill,
    grade: item.grade,
    correctResponse: coreMathKey(item),
    response: answer.response,
    responseSource: answer.source,
    correct: judgeCoreMathResponse(item, answer.response) ? 1 : 0,
    rt: answer.rtMs === null ? null : roundMs(answer.rtMs),
    onset: roundMs(answer.onsetMs),
    ...(answer.ability ? { theta: answer.ability.theta, se: answer.ability.se } : {}),
  };
}

/** Where a trial is stored: practice in its own block; a test trial's subtask is its strand. */
export const coreMathTrialPlace = (step: CoreMathStep) => ({
  trialIndex: step.trialIndex,
  block: step.stage === 'practice' ? 'practice' : 'test',
  subtask: step.stage === 'practice' ? 'practice' : step.item.subskill,
  stage: step.stage,
  itemId: step.item.id,
});
