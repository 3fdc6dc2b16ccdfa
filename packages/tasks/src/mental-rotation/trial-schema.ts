import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';
import { ROTATION_PRACTICE_MAX_ATTEMPTS, ROTATION_SIDES } from './rules.ts';
import { STIMULUS_IDS } from './stimuli.ts';

/**
 * One Matching Game trial's data: the common fields (stimulus: the picture and its turn, in
 * words; correctResponse: the side of the match; response: the side chosen, 'left' or 'right',
 * or null), and what was shown. The server reads none of these but the response and the time:
 * it rebuilds the item from the trial's item id.
 */
export const rotationTrialSchema = commonTrialData.extend({
  stimulusId: z.enum(STIMULUS_IDS as [string, ...string[]]),
  /** Degrees clockwise, both choices. */
  angle: z.number().int().min(0).max(180),
  /** The side of the same picture turned; the other side had its mirror image. */
  matchSide: z.enum(ROTATION_SIDES),
  /** Practice: which try at the item (a third wrong try means the practice was not passed). */
  practiceAttempt: z.number().int().min(1).max(ROTATION_PRACTICE_MAX_ATTEMPTS).optional(),
});

export type RotationTrialData = z.infer<typeof rotationTrialSchema>;
