import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';
import { SYNTAX_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { SYNTAX_STRUCTURES } from './types.ts';

/**
 * One Syntax Game trial's data: the common fields (stimulus: the sentence; correctResponse: the
 * right picture's place '1'-'4'; response: the chosen place, null without an answer) and the
 * game's own. What the server reads to score is the response, rt and elapsedMs only.
 */
export const syntaxTrialSchema = commonTrialData.extend({
  structure: z.enum([...SYNTAX_STRUCTURES, 'practice']),
  /** Test time used when the answer was given (ms of sentence screens); absent in practice. */
  elapsedMs: z.number().nonnegative().optional(),
  /** Practice: which try at the sentence (a third wrong try means the practice was not passed). */
  practiceAttempt: z.number().int().min(1).max(SYNTAX_PRACTICE_MAX_ATTEMPTS).optional(),
});

export type SyntaxTrialData = z.infer<typeof syntaxTrialSchema>;
