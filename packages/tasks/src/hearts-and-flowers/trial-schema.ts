import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';
import { HF_INSTRUCTION_MAX_ATTEMPTS } from './rules.ts';
import { HF_PHASES, HF_SHAPES, HF_SIDES } from './types.ts';

/**
 * One Hearts and Flowers trial's data: the common fields (stimulus: '<shape>-<side>';
 * correctResponse: the side to press; response: the side pressed, null when the time ran out,
 * with rt null too) and the game's own. The server reads only the response and rt: the shape
 * and side are rebuilt from the run's seed.
 */
export const hfTrialSchema = commonTrialData.extend({
  correctResponse: z.enum(HF_SIDES),
  response: z.enum(HF_SIDES).nullable(),
  phase: z.enum(HF_PHASES),
  shape: z.enum(HF_SHAPES),
  side: z.enum(HF_SIDES),
  /** The time allowed to answer (ms); null on instruction trials (no limit). */
  responseWindowMs: z.number().int().positive().nullable(),
  /** Instruction trials: which try at it (after the last wrong one the game goes on). */
  practiceAttempt: z.number().int().min(1).max(HF_INSTRUCTION_MAX_ATTEMPTS).optional(),
});

export type HfTrialData = z.infer<typeof hfTrialSchema>;
