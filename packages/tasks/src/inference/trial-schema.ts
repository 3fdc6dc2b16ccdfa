import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';
import { INFERENCE_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { INFERENCE_TYPES } from './types.ts';

/**
 * One Inference Game trial's data (a question answered): the common fields (stimulus: the
 * question; correctResponse: the right option's id; response: the chosen option's id, 'a' to
 * 'd', null without an answer) and the game's own. Scoring reads only the response and rt: the
 * rest is for people reading the data.
 */
export const inferenceTrialSchema = commonTrialData.extend({
  inferenceType: z.enum(INFERENCE_TYPES),
  passageId: z.string().regex(/^[a-z0-9-]+$/),
  questionId: z.string().regex(/^q\d$/),
  /** The passage's grade (1-6). */
  grade: z.number().int().min(1).max(6),
  /** The options' ids in the order shown. */
  options: z.array(z.string().regex(/^[a-d]$/)).length(4),
  /** Whether the child asked to hear the passage read ('Read it to me') before answering. */
  readAloud: z.boolean(),
  /** Practice: which try at the question (a third wrong try means the practice was not passed). */
  practiceAttempt: z.number().int().min(1).max(INFERENCE_PRACTICE_MAX_ATTEMPTS).optional(),
});

export type InferenceTrialData = z.infer<typeof inferenceTrialSchema>;
