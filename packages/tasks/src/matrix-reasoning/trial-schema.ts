import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';
import { MATRIX_CHOICES, MATRIX_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { MATRIX_PARTS } from './types.ts';

/**
 * One Puzzle Game trial's data: the common fields (stimulus: the eight cells' keys, row by row;
 * correctResponse: the answer's key; response: the chosen option's key, null without an answer),
 * and the game's own. What the server reads to score is the response and rt only.
 */
export const matrixTrialSchema = commonTrialData.extend({
  /** Items by their number of varying rules (also the trial's subtask). */
  part: z.enum(MATRIX_PARTS),
  ruleCount: z.number().int().min(1).max(5),
  /** The item's varying rules, e.g. 'count:progression shape:distribution'. */
  rules: z.string(),
  /** The options' keys in the order shown. */
  options: z.array(z.string()).length(MATRIX_CHOICES),
  /** Practice: which try at the item (a third wrong try means the practice was not passed). */
  practiceAttempt: z.number().int().min(1).max(MATRIX_PRACTICE_MAX_ATTEMPTS).optional(),
});

export type MatrixTrialData = z.infer<typeof matrixTrialSchema>;
