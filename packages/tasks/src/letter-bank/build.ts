import { ALPHABETS, LETTER_NAMES } from './alphabets.ts';
import { placeTarget } from './choices.ts';
import { NAME_DISTRACTORS, NAME_PRACTICE } from './name-distractors.ts';
import type { SoundRow, SoundTable } from './sound-table.ts';
import { ENGLISH_SOUNDS } from './sounds-en.ts';
import { SPANISH_SOUNDS } from './sounds-es.ts';
import { letterInstructions, namePrompt, soundPrompt } from './text.ts';
import type { LetterBank, LetterItem, LetterLanguage, LetterSubtask } from './types.ts';

/** Bank version per language: stored with every run; bump it when any item changes. */
const VERSION = '2026.11';

/** Letter sounds per language; Canadian English shares the English sounds. */
export const SOUND_TABLES: Readonly<Record<LetterLanguage, SoundTable>> = {
  en: ENGLISH_SOUNDS,
  'en-CA': ENGLISH_SOUNDS,
  es: SPANISH_SOUNDS,
};

const KIND: Readonly<Record<LetterSubtask, string>> = {
  UppercaseNames: 'upper',
  LowercaseNames: 'lower',
  Phonemes: 'sound',
};

/** Ids stay ASCII: the Spanish n with tilde is written 'ntilde'. */
const idPart = (letter: string) => (letter === 'ñ' ? 'ntilde' : letter);

function itemId(language: LetterLanguage, subtask: LetterSubtask, part: string): string {
  return `letter-${language.toLowerCase()}-${KIND[subtask]}-${part}`;
}

interface Draft {
  letter: string;
  distractors: readonly string[];
  prompt: string;
}

function toItems(
  language: LetterLanguage,
  subtask: LetterSubtask,
  practice: boolean,
  drafts: readonly Draft[],
): LetterItem[] {
  return drafts.map((draft, index) => ({
    id: itemId(language, subtask, practice ? `p${index + 1}` : idPart(draft.letter.toLowerCase())),
    subtask,
    practice,
    letter: draft.letter,
    choices: placeTarget(draft.letter, draft.distractors, index),
    prompt: draft.prompt,
  }));
}

function nameDrafts(
  language: LetterLanguage,
  rows: readonly (readonly [string, string])[],
  upper: boolean,
): Draft[] {
  const shown = (letter: string) => (upper ? letter.toUpperCase() : letter);
  return rows.map(([letter, distractors]) => ({
    letter: shown(letter),
    distractors: [...distractors],
    prompt: namePrompt(language, LETTER_NAMES[language][letter] as string),
  }));
}

function soundDrafts(language: LetterLanguage, rows: readonly SoundRow[]): Draft[] {
  return rows.map((row) => ({
    letter: row.letter,
    distractors: [...row.distractors],
    prompt: soundPrompt(language, row),
  }));
}

/** Builds the bank of one language from the tables; every call returns equal data. */
export function buildLetterBank(language: LetterLanguage): LetterBank {
  const alphabet = ALPHABETS[language];
  const names = NAME_DISTRACTORS[language];
  const sounds = SOUND_TABLES[language];
  const rowsOf = (table: Readonly<Record<string, string>>) =>
    alphabet.map((letter) => [letter, table[letter] as string] as const);
  const items = {
    UppercaseNames: {
      practice: toItems(
        language,
        'UppercaseNames',
        true,
        nameDrafts(language, NAME_PRACTICE.upper, true),
      ),
      test: toItems(
        language,
        'UppercaseNames',
        false,
        nameDrafts(language, rowsOf(names.upper), true),
      ),
    },
    LowercaseNames: {
      practice: toItems(
        language,
        'LowercaseNames',
        true,
        nameDrafts(language, NAME_PRACTICE.lower, false),
      ),
      test: toItems(
        language,
        'LowercaseNames',
        false,
        nameDrafts(language, rowsOf(names.lower), false),
      ),
    },
    Phonemes: {
      practice: toItems(language, 'Phonemes', true, soundDrafts(language, sounds.practice)),
      test: toItems(language, 'Phonemes', false, soundDrafts(language, sounds.test)),
    },
  };
  return {
    language,
    version: `letter-${language.toLowerCase()}-${VERSION}`,
    instructions: letterInstructions(language),
    items,
  };
}
