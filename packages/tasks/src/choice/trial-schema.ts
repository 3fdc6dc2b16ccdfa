import { z } from 'zod';
import { commonTrialData } from '../trial-data.ts';

/** One choice trial's data: the common fields, the prompt, the cue and the options shown. */
export const choiceTrialSchema = commonTrialData.extend({
  prompt: z.string(),
  cue: z.string().optional(),
  options: z.array(z.string()).min(2).max(4),
});
