import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';

/**
 * One Picture Vocabulary trial's data: the common fields (stimulus: the spoken word; responses:
 * the picture's concept), the four pictures in the order shown, the kind of item, how often the
 * word was heard again, and after an adaptive item the ability estimate (for the record only:
 * scoring recomputes it from the answers).
 */
export const vocabTrialSchema = commonTrialData.extend({
  options: z.array(z.string()).length(4),
  kind: z.enum(['practice', 'catch', 'test']),
  replays: z.number().int().nonnegative(),
  theta: z.number().nullable(),
  se: z.number().nullable(),
});
