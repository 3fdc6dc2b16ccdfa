import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';
import { SAME_DIFFERENT_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { DIMENSIONS } from './types.ts';

/**
 * One Shapes Game trial's data: the common fields (stimulus: the cards in words; correctResponse:
 * the key; response: 'same' | 'different', or the selected card indices ascending joined by '-',
 * null without an answer) and the game's own. Scoring reads only the response and rt: the rest is
 * for people reading the data.
 */
export const sameDifferentTrialSchema = commonTrialData.extend({
  kind: z.enum(['same-different', 'match', 'unique']),
  /** Phase 1: the dimension asked about; phase 2: the one the right cards stand out on. */
  dimension: z.enum(DIMENSIONS),
  /** The cards in the order shown, by code (cardCode: 'cbB2' is two big blue circles). */
  cards: z
    .array(z.string().regex(/^[a-z]{2}[SB][1-3]$/))
    .min(2)
    .max(4),
  /** The question shown and spoken. */
  prompt: z.string(),
  /** Phase 2: the number of cards to select (2: match, 1: unique). */
  selections: z.union([z.literal(1), z.literal(2)]).optional(),
  /** Practice: which try at the item (a third wrong try means the practice was not passed). */
  practiceAttempt: z.number().int().min(1).max(SAME_DIFFERENT_PRACTICE_MAX_ATTEMPTS).optional(),
});

export type SameDifferentTrialData = z.infer<typeof sameDifferentTrialSchema>;
