import { PHONICS_CATEGORIES } from '@roar/contracts';
import { placeTarget } from '../letter-bank/choices.ts';
import { PRACTICE_ROWS, TEST_ROWS } from './items.ts';
import type { PhonicsBank, PhonicsCategory, PhonicsItem, PhonicsRow } from './types.ts';

export { PHONICS_DISPLAY_NAMES } from './display-names.ts';
export type { PhonicsBank, PhonicsCategory, PhonicsItem } from './types.ts';

/** Stored with every run; bump it when any item changes. */
const VERSION = 'phonics-en-2026.11';

/** Narration written for this project; no word spelled differently in US and British English. */
const INSTRUCTIONS = {
  intro:
    'You will hear a word. Then you will see four ways to write it. Tap or click the one that spells the word you heard. To hear the word again, tap the speaker button.',
  practiceIntro: "Let's try a few first.",
} as const;

/** The spoken prompt: the word alone first, so the child hears it clearly, then the question. */
const prompt = (word: string) => `${word}. Which word says ${word}?`;

function toItem(
  row: PhonicsRow,
  category: PhonicsCategory,
  id: string,
  practice: boolean,
  slotIndex: number,
): PhonicsItem {
  const [word, ...misspellings] = row;
  return {
    id,
    category,
    practice,
    word,
    choices: placeTarget(word, misspellings, slotIndex),
    prompt: prompt(word),
  };
}

function build(): PhonicsBank {
  const practice = PRACTICE_ROWS.map((row, index) =>
    toItem(row, 'cvc', `phonics-practice-p${index + 1}`, true, index),
  );
  // The slot sequence runs on across categories, so the whole test is balanced over the slots.
  let slotIndex = 0;
  const test = {} as Record<PhonicsCategory, readonly PhonicsItem[]>;
  for (const category of PHONICS_CATEGORIES) {
    test[category] = TEST_ROWS[category].map((row) =>
      toItem(row, category, `phonics-${category}-${row[0]}`, false, slotIndex++),
    );
  }
  return { version: VERSION, instructions: INSTRUCTIONS, practice, test };
}

const BANK = build();

/**
 * The item bank of the phonics task (English only): 3 practice items (short-vowel words, with
 * feedback) and 6 scored items in each of the nine skill categories, with the spoken instructions.
 */
export function phonicsBank(): PhonicsBank {
  return BANK;
}
