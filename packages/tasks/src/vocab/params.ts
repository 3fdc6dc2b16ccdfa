import type { vocabParams } from '@roar/contracts';
import type { z } from 'zod';
import type { WithTimeLimits } from '../registry/time-limits.ts';

/** A run's parameters: the variant's, with the time limit accommodated (null: none). */
export type VocabParams = WithTimeLimits<
  z.output<ReturnType<typeof vocabParams>>,
  'timeLimitSeconds'
>;
