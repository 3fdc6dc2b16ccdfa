import type { ZodType } from 'zod';
import type { TaskPlugin } from '../plugin.ts';
import { runParamsSchema } from '../registry/time-limits.ts';
import { sentenceDefinition } from './definition.ts';
import { sentenceInfo, type SentenceParams } from './info.ts';
import { playSentence } from './play.ts';
import { simulateSentence } from './simulate.ts';

export type { SentenceParams } from './info.ts';
export { createSentenceEngine } from './engine.ts';

/**
 * The Sentence game (silent reading efficiency): sre in English, sre-es in Spanish. A run's
 * parameters are read with the run schema: an accommodated time limit may be longer or none.
 */
export function sentencePlugin(taskId: 'sre' | 'sre-es'): TaskPlugin<SentenceParams> {
  const info = sentenceInfo(taskId);
  const params = runParamsSchema(sentenceDefinition, taskId) as ZodType<SentenceParams>;
  return { info: { ...info, params }, run: playSentence, simulate: simulateSentence };
}
