import { PA_ROWS_EN } from './items-en.ts';
import { PA_ROWS_ES } from './items-es.ts';
import {
  PICTURES_EN,
  PICTURES_ES,
  PICTURE_LICENCE,
  pictureFile,
  pictureSource,
} from './pictures.ts';
import type { BankRows, DeletionRow, MatchRow } from './rows.ts';
import { PA_TEXT } from './text.ts';
import type {
  PaBank,
  PaDeletion,
  PaItem,
  PaLanguage,
  PaPicture,
  PaPictureSource,
  PaSubtest,
} from './types.ts';

/** Bank version, stored with every run: bump it when any item, picture or prompt changes. */
const VERSION = '2026.11';

const ROWS: Readonly<Record<PaLanguage, BankRows>> = { en: PA_ROWS_EN, es: PA_ROWS_ES };
const PICTURES: Readonly<Record<PaLanguage, Readonly<Record<string, string>>>> = {
  en: PICTURES_EN,
  es: PICTURES_ES,
};

/**
 * The answer's slot among the three choices, item after item: each run of three uses every slot
 * once, so the answer is about equally often left, middle and right, at most twice in a row in
 * the same slot, with no simple repeating pattern.
 */
const ANSWER_SLOTS = [1, 0, 2, 2, 1, 0, 0, 2, 1] as const;

/** The three choices in spoken and screen order; the distractors swap order every other item. */
export function placeAnswer<T>(answer: T, distractors: readonly [T, T], index: number): [T, T, T] {
  const [first, second] = index % 2 === 0 ? distractors : [distractors[1], distractors[0]];
  const slot = ANSWER_SLOTS[index % ANSWER_SLOTS.length];
  if (slot === 0) return [answer, first, second];
  if (slot === 1) return [first, answer, second];
  return [first, second, answer];
}

/** The emoji of a word's picture; every word the items use must have one. */
function emojiFor(language: PaLanguage, word: string): string {
  const emoji = PICTURES[language][word];
  if (emoji === undefined) throw new Error(`pa-${language}: no picture for "${word}"`);
  return emoji;
}

const pictureOf = (language: PaLanguage, word: string): PaPicture => ({
  word,
  file: pictureFile(emojiFor(language, word)),
});

interface Draft {
  cue: string | null;
  answer: string;
  distractors: readonly [string, string];
  stimulus: string;
  deletion: PaDeletion | null;
  /** The prompt, given the choices' words in order. */
  prompt: (words: readonly [string, string, string]) => string;
}

const matchDrafts = (language: PaLanguage, subtest: 'FSM' | 'LSM', rows: readonly MatchRow[]) =>
  rows.map(([cue, answer, d1, d2]): Draft => ({
    cue,
    answer,
    distractors: [d1, d2],
    stimulus: cue,
    deletion: null,
    prompt: (words) => PA_TEXT[language].matchPrompt(subtest, cue, words),
  }));

const deletionDrafts = (language: PaLanguage, rows: readonly DeletionRow[]) =>
  rows.map((row): Draft => ({
    cue: null,
    answer: row.answer,
    distractors: row.distractors,
    stimulus: row.word,
    deletion: row.deletion,
    prompt: (words) => PA_TEXT[language].deletionPrompt(row.word, row.deletion, words),
  }));

function itemsOf(
  language: PaLanguage,
  subtest: PaSubtest,
  practice: boolean,
  drafts: readonly Draft[],
): PaItem[] {
  return drafts.map((draft, index) => {
    const number = practice ? `p${index + 1}` : String(index + 1).padStart(2, '0');
    const answer = pictureOf(language, draft.answer);
    const distractors: [PaPicture, PaPicture] = [
      pictureOf(language, draft.distractors[0]),
      pictureOf(language, draft.distractors[1]),
    ];
    const choices = placeAnswer(answer, distractors, index);
    return {
      id: `pa-${language}-${subtest.toLowerCase()}-${number}`,
      subtest,
      practice,
      cue: draft.cue === null ? null : pictureOf(language, draft.cue),
      answer,
      distractors,
      choices,
      stimulus: draft.stimulus,
      deletion: draft.deletion,
      prompt: draft.prompt([choices[0].word, choices[1].word, choices[2].word]),
    };
  });
}

/** Every picture the items use, once, with the words shown with it. */
function pictureManifest(language: PaLanguage, items: readonly PaItem[]): PaPictureSource[] {
  const wordsByEmoji = new Map<string, Set<string>>();
  for (const item of items) {
    for (const { word } of [...(item.cue ? [item.cue] : []), ...item.choices]) {
      const emoji = emojiFor(language, word);
      wordsByEmoji.set(emoji, (wordsByEmoji.get(emoji) ?? new Set()).add(word));
    }
  }
  return [...wordsByEmoji]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([emoji, words]) => ({
      file: pictureFile(emoji),
      words: [...words].sort(),
      source: pictureSource(emoji),
      licence: PICTURE_LICENCE,
    }));
}

/** Builds the Phoneme bank of a language from its item rows, pictures and narration. */
export function buildPaBank(language: PaLanguage): PaBank {
  const rows = ROWS[language];
  const items = {
    FSM: {
      practice: itemsOf(language, 'FSM', true, matchDrafts(language, 'FSM', rows.FSM.practice)),
      test: itemsOf(language, 'FSM', false, matchDrafts(language, 'FSM', rows.FSM.test)),
    },
    LSM: {
      practice: itemsOf(language, 'LSM', true, matchDrafts(language, 'LSM', rows.LSM.practice)),
      test: itemsOf(language, 'LSM', false, matchDrafts(language, 'LSM', rows.LSM.test)),
    },
    DEL: {
      practice: itemsOf(language, 'DEL', true, deletionDrafts(language, rows.DEL.practice)),
      test: itemsOf(language, 'DEL', false, deletionDrafts(language, rows.DEL.test)),
    },
  };
  const all = Object.values(items).flatMap((lists) => [...lists.practice, ...lists.test]);
  return {
    language,
    version: `pa-${language}-${VERSION}`,
    instructions: PA_TEXT[language].instructions,
    items,
    pictures: pictureManifest(language, all),
  };
}
