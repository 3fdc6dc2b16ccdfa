import { WRITTEN_CHOICE_BANKS } from '@roar/contracts';
import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';

/**
 * One written four-choice trial's data. The browser does not know test keys (they stay on the
 * server), so `correctResponse` and `correct` are given for practice items only; scoring reads
 * only the response and rt. stimulus: the sentence; response: the option chosen (null when the
 * time limit ended the run first, with `timedOut`).
 */
export const writtenChoiceTrialSchema = commonTrialData
  .omit({ correctResponse: true, correct: true })
  .extend({
    correctResponse: z.string().optional(),
    correct: z.union([z.literal(0), z.literal(1)]).optional(),
    bank: z.enum(WRITTEN_CHOICE_BANKS),
    role: z.enum(['practice', 'core', 'pilot']),
    /** The options in the order shown. */
    options: z.array(z.string()).length(4),
    /** Written Vocabulary: the word asked about. */
    target: z.string().optional(),
    /** The run's time limit ended it during this item (no answer). */
    timedOut: z.literal(true).optional(),
  });

export type WrittenChoiceTrialData = z.infer<typeof writtenChoiceTrialSchema>;
