import { sentenceParams } from '@roar/contracts';
import { z } from 'zod';
import type { TaskInfo } from '../trial-types.ts';
import { commonTrialData } from '../trial-data.ts';

/** Version of the Sentence game's code, stored with every run. */
export const SENTENCE_VERSION = '1.0.0';

export type SentenceParams = z.output<ReturnType<typeof sentenceParams>>;

/** One Sentence trial: the common fields, the form, and the test time used at the answer. */
export const sentenceTrialSchema = commonTrialData.extend({
  form: z.enum(['A', 'B', 'C', 'practice']),
  /** Test time used when the child answered (ms); absent on practice trials. */
  elapsedMs: z.number().nonnegative().optional(),
  timeLimitMs: z.number().positive(),
  formSize: z.number().int().positive(),
});

export const sentenceInfo = (taskId: 'sre' | 'sre-es'): TaskInfo<SentenceParams> => ({
  id: taskId,
  version: SENTENCE_VERSION,
  params: sentenceParams(taskId === 'sre-es' ? 'es' : 'en') as z.ZodType<SentenceParams>,
  data: sentenceTrialSchema as z.ZodType<Record<string, unknown>>,
});
