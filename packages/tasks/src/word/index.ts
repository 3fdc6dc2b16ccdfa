import type { TaskPlugin } from '../plugin.ts';
import { wordInfo, type WordParams } from './info.ts';
import { playWord } from './play.ts';
import { simulateWord } from './simulate.ts';

export type { WordParams } from './info.ts';
export { createWordEngine } from './engine.ts';

/** The Word game (lexical decision): swr in English, swr-es in Spanish. */
export function wordPlugin(taskId: 'swr' | 'swr-es'): TaskPlugin<WordParams> {
  return { info: wordInfo(taskId), run: playWord, simulate: simulateWord };
}
