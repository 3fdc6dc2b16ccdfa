import { sentenceParams } from '@roar/contracts';
import { z } from 'zod';
import type { WithTimeLimits } from '../registry/time-limits.ts';
import type { TaskInfo } from '../trial-types.ts';
import { commonTrialData } from '../trial-data.ts';

/** Version of the Sentence game's code, stored with every run. */
export const SENTENCE_VERSION = '1.0.0';

/** The variant's parameters; the time limit is null for a student with no time limit. */
export type SentenceParams = WithTimeLimits<
  z.output<ReturnType<typeof sentenceParams>>,
  'timeLimitSeconds'
>;

/** One Sentence trial: the common fields, the form, and the test time used at the answer. */
export const sentenceTrialSchema = commonTrialData.extend({
  form: z.enum(['A', 'B', 'C', 'practice']),
  /** Test time used when the child answered (ms); absent on practice trials. */
  elapsedMs: z.number().nonnegative().optional(),
  /** Absent: no time limit (an untimed accommodation). */
  timeLimitMs: z.number().positive().optional(),
  formSize: z.number().int().positive(),
});

export const sentenceInfo = (taskId: 'sre' | 'sre-es'): TaskInfo<SentenceParams> => ({
  id: taskId,
  version: SENTENCE_VERSION,
  params: sentenceParams(taskId === 'sre-es' ? 'es' : 'en') as z.ZodType<SentenceParams>,
  data: sentenceTrialSchema as z.ZodType<Record<string, unknown>>,
});
