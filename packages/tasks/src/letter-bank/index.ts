import { buildLetterBank } from './build.ts';
import type { LetterBank, LetterLanguage } from './types.ts';

export { ALPHABETS, LETTER_NAMES } from './alphabets.ts';
export type {
  LetterBank,
  LetterInstructions,
  LetterItem,
  LetterLanguage,
  LetterSubtask,
  LetterSubtaskItems,
} from './types.ts';

const BANKS: Readonly<Record<LetterLanguage, LetterBank>> = {
  en: buildLetterBank('en'),
  'en-CA': buildLetterBank('en-CA'),
  es: buildLetterBank('es'),
};

/**
 * The item bank of a letter task: letter (en), letter-es (es), letter-en-ca (en-CA). Per subtask
 * (upper-case names, lower-case names, letter sounds): 3 practice items with feedback, then one
 * test item per letter (letter sounds: per letter with a clear sound, see README.md), and the
 * spoken instructions.
 */
export function letterBank(language: LetterLanguage): LetterBank {
  return BANKS[language];
}
