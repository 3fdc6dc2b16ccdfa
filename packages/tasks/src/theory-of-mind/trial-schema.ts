import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';
import { THEORY_OF_MIND_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { QUESTION_TYPES } from './types.ts';

/**
 * One Stories Game trial's data (a question answered; scenes make no trials): the common fields
 * (stimulus: the question; correctResponse: the right option's id; response: the chosen option's
 * id, null without an answer) and the game's own. Scoring reads only the response and rt: the
 * rest is for people reading the data.
 */
export const theoryOfMindTrialSchema = commonTrialData.extend({
  questionType: z.enum(QUESTION_TYPES),
  storyId: z.string().regex(/^[a-z-]+$/),
  questionId: z.string().regex(/^q\d+$/),
  /** The scene shown with the question. */
  sceneId: z.string().regex(/^s\d+$/),
  /** The options' ids in the order shown, left to right. */
  options: z.array(z.string()).min(2).max(3),
  /** Practice: which try at the question (a third wrong try means the practice was not passed). */
  practiceAttempt: z.number().int().min(1).max(THEORY_OF_MIND_PRACTICE_MAX_ATTEMPTS).optional(),
});

export type TheoryOfMindTrialData = z.infer<typeof theoryOfMindTrialSchema>;
