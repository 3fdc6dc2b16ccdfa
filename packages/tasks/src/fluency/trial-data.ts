import { FLUENCY_OPERATIONS, FLUENCY_RESPONSE_MODES } from '@roar/contracts';
import { z } from 'zod';
import { roundMs } from '../runtime/time.ts';
import { commonTrialData } from '../trial-data.ts';
import type { ResponseSource } from '../trial-types.ts';
import type { FluencyStep } from './engine.ts';
import { LURE_KINDS } from './lures.ts';
import { problemText } from './problems.ts';

/**
 * One fluency trial's data: the common fields (stimulus: the problem as shown, '7 × 8'; response:
 * the number typed or chosen, null when the problem's time ran out), and the part, try, answer mode,
 * options and the block time used.
 */
export const fluencyTrialSchema = commonTrialData.extend({
  part: z.enum(['keypad', 'practice', 'test']),
  operation: z.enum(FLUENCY_OPERATIONS).optional(),
  mode: z.enum(FLUENCY_RESPONSE_MODES),
  attempt: z.number().int().min(1).max(3),
  options: z.array(z.string().max(12)).min(2).max(6).optional(),
  lures: z.array(z.enum(LURE_KINDS)).max(5).optional(),
  /** The problem's own time ran out before an answer. */
  timedOut: z.boolean().optional(),
  /** Test: block time used when the answer came (ms). */
  elapsedMs: z.number().nonnegative().optional(),
  /** Keys and keypad presses that edited the answer (digits and deletions). */
  keystrokes: z.number().int().nonnegative().max(1000).optional(),
});

export interface FluencyAnswer {
  /** The number entered or chosen; null: no answer before the problem's time ran out. */
  response: string | null;
  source: ResponseSource | null;
  rtMs: number | null;
  onsetMs: number;
  mode: z.infer<typeof fluencyTrialSchema>['mode'];
  elapsedMs?: number | undefined;
  keystrokes?: number | undefined;
}

/** The data of one answered fluency trial, in the game and in simulation. */
export function fluencyTrialData(
  step: FluencyStep,
  answer: FluencyAnswer,
): { correct: boolean; data: Record<string, unknown> } {
  const correct = answer.response === step.target;
  const lures = step.options?.flatMap((o) => (o.lure ? [o.lure] : []));
  return {
    correct,
    data: {
      stimulus: step.problem ? problemText(step.problem) : step.target,
      correctResponse: step.target,
      response: answer.response,
      responseSource: answer.source,
      correct: correct ? 1 : 0,
      rt: answer.rtMs === null ? null : roundMs(answer.rtMs),
      onset: roundMs(answer.onsetMs),
      part: step.part,
      ...(step.problem ? { operation: step.problem.operation } : {}),
      mode: answer.mode,
      attempt: step.attempt,
      ...(step.options ? { options: step.options.map((o) => String(o.value)), lures } : {}),
      ...(answer.response === null ? { timedOut: true } : {}),
      ...(answer.elapsedMs === undefined ? {} : { elapsedMs: roundMs(answer.elapsedMs) }),
      ...(answer.keystrokes === undefined ? {} : { keystrokes: answer.keystrokes }),
    },
  };
}

/** Where a fluency trial is stored: test blocks '1', '2'...; subtask = the operation. */
export const fluencyTrialPlace = (step: FluencyStep) => ({
  trialIndex: step.trialIndex,
  block: step.part === 'test' ? String(step.block + 1) : step.part,
  subtask: step.problem ? step.problem.operation : 'keypad',
  stage: step.part === 'test' ? ('test' as const) : ('practice' as const),
  itemId: step.itemId,
});
