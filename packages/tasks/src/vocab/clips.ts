import type { ItemClipGroup } from '../choice/clip-texts.ts';
import { itemClipId } from '../choice/clips.ts';
import { vocabBank, type VocabLanguage } from './bank.ts';
import { VOCAB_INSTRUCTIONS } from './texts.ts';

/** The speech clip group of the game (both languages use it, each with its own clips). */
export const VOCAB_CLIP_GROUP = 'vocab';

/** Clip id of an instruction or of an item's word (keyed by its picture's concept). */
export const vocabClipId = (language: VocabLanguage, key: string) =>
  itemClipId(language, VOCAB_CLIP_GROUP, key);

/** The clips of a language: its instructions, then every word of the bank. */
export function vocabClips(language: VocabLanguage): ItemClipGroup {
  const bank = vocabBank(language);
  const texts: Record<string, string> = { ...VOCAB_INSTRUCTIONS[language] };
  for (const item of [...bank.practice, ...bank.catch, ...bank.test]) {
    texts[item.answer.concept] = item.word;
  }
  return { group: VOCAB_CLIP_GROUP, language, texts };
}
