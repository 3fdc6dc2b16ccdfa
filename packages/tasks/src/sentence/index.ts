import type { TaskPlugin } from '../plugin.ts';
import { sentenceInfo, type SentenceParams } from './info.ts';
import { playSentence } from './play.ts';
import { simulateSentence } from './simulate.ts';

export type { SentenceParams } from './info.ts';
export { createSentenceEngine } from './engine.ts';

/** The Sentence game (silent reading efficiency): sre in English, sre-es in Spanish. */
export function sentencePlugin(taskId: 'sre' | 'sre-es'): TaskPlugin<SentenceParams> {
  return { info: sentenceInfo(taskId), run: playSentence, simulate: simulateSentence };
}
