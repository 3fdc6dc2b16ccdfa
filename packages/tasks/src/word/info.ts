import { wordParams } from '@roar/contracts';
import { z } from 'zod';
import type { TaskInfo } from '../trial-types.ts';
import { commonTrialData, exposureData } from '../trial-data.ts';

/** Version of the Word game's code, stored with every run. */
export const WORD_VERSION = '1.0.0';

export type WordParams = z.output<ReturnType<typeof wordParams>>;

/** One Word trial's data: the common fields, the word's kind, exposure and the ability after. */
export const wordTrialSchema = commonTrialData.extend({
  lexicality: z.enum(['real', 'made-up']),
  exposure: exposureData.nullable(),
  theta: z.number().optional(),
  se: z.number().optional(),
  itemParams: z.object({ a: z.number(), b: z.number(), c: z.number(), d: z.number() }),
});

export const wordInfo = (taskId: 'swr' | 'swr-es'): TaskInfo<WordParams> => ({
  id: taskId,
  version: WORD_VERSION,
  params: wordParams(taskId === 'swr-es' ? 'es' : 'en') as z.ZodType<WordParams>,
  data: wordTrialSchema as z.ZodType<Record<string, unknown>>,
});
