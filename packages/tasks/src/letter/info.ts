import { letterParams } from '@roar/contracts';
import type { z } from 'zod';
import type { TaskInfo } from '../trial-types.ts';
import { choiceTrialSchema } from '../choice/trial-schema.ts';

/** Version of the Letter game's code, stored with every run. */
export const LETTER_VERSION = '1.0.0';

export type LetterParams = z.output<ReturnType<typeof letterParams>>;
export type LetterTaskId = 'letter' | 'letter-es' | 'letter-en-ca';

export const letterLanguageOf = (taskId: LetterTaskId) =>
  taskId === 'letter-es' ? 'es' : taskId === 'letter-en-ca' ? 'en-CA' : 'en';

export const letterInfo = (taskId: LetterTaskId): TaskInfo<LetterParams> => ({
  id: taskId,
  version: LETTER_VERSION,
  params: letterParams(letterLanguageOf(taskId)) as z.ZodType<LetterParams>,
  data: choiceTrialSchema as z.ZodType<Record<string, unknown>>,
});
