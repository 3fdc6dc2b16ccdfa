import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';
import { MEMORY_GRIDS, MEMORY_PHASES, MEMORY_PRACTICE_MAX_ATTEMPTS } from './rules.ts';

/** Taps as stored: square indices (0-8) joined by '-'. */
const TAPS = /^[0-8](-[0-8])*$/;

/**
 * One Memory Game trial's data: the common fields (stimulus: the squares lit, joined by '-';
 * correctResponse: the right taps; response: the taps, or null without any), and the game's own.
 * The server reads none of the sequence fields: it rebuilds the sequence from the seed and id.
 */
export const memoryTrialSchema = commonTrialData.extend({
  response: z.string().regex(TAPS).nullable(),
  sequence: z.array(z.number().int().min(0).max(8)).min(1),
  direction: z.enum(MEMORY_PHASES),
  grid: z.union([z.literal(MEMORY_GRIDS[0]), z.literal(MEMORY_GRIDS[1])]),
  length: z.number().int().min(1),
  /** Practice: which try at the sequence (a third wrong try means the practice was not passed). */
  practiceAttempt: z.number().int().min(1).max(MEMORY_PRACTICE_MAX_ATTEMPTS).optional(),
});

export type MemoryTrialData = z.infer<typeof memoryTrialSchema>;
