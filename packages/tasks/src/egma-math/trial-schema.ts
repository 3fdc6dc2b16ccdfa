import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';
import { EGMA_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { EGMA_FORMATS } from './types.ts';

/**
 * One Math Game trial's data: the common fields (stimulus: what was asked; correctResponse: the
 * key; response: the option's value or the number placed), and the game's own.
 */
export const egmaTrialSchema = commonTrialData.extend({
  /** How the block's screen works (the block itself is the trial's block and subtask). */
  format: z.enum(EGMA_FORMATS),
  prompt: z.string(),
  /** The options in the order shown; absent on the slider. */
  options: z.array(z.string()).min(2).max(4).optional(),
  /** Number line: its two ends. */
  range: z.tuple([z.number(), z.number()]).optional(),
  /** Number line: the value at the mark, or to place. */
  target: z.number().optional(),
  /** Slider: distance from the target in percent of the line (percent absolute error). */
  errorPercent: z.number().nonnegative().optional(),
  /** Practice: which try at the item (a third wrong try means the practice was not passed). */
  practiceAttempt: z.number().int().min(1).max(EGMA_PRACTICE_MAX_ATTEMPTS).optional(),
});

export type EgmaTrialData = z.infer<typeof egmaTrialSchema>;
