import type { PA_SUBTESTS } from '@roar/contracts';

/** Languages of the Phoneme task: pa is English, pa-es Spanish. */
export type PaLanguage = 'en' | 'es';

/** First sound matching, last sound matching, deletion (contracts: PA_SUBTESTS). */
export type PaSubtest = (typeof PA_SUBTESTS)[number];

/** A picture the child sees, with the word the narration uses for it. */
export interface PaPicture {
  readonly word: string;
  /** Path the web app serves: '/task-images/pa/<emoji name>.svg'. */
  readonly file: string;
}

/** What a deletion item takes away: a spoken part of the word, or its first or last sound. */
export type PaDeletion =
  | { readonly kind: 'part'; readonly part: string }
  | { readonly kind: 'first-sound' }
  | { readonly kind: 'last-sound' };

/**
 * One trial: the child hears `prompt` and taps one of three pictures. `id` is stable across
 * releases (trial data stores it): `pa-<language>-<subtest>-<nn>`, practice `...-p<n>`.
 */
export interface PaItem {
  readonly id: string;
  readonly subtest: PaSubtest;
  readonly practice: boolean;
  /** The picture shown at the top (first and last sound matching); null for deletion. */
  readonly cue: PaPicture | null;
  readonly answer: PaPicture;
  readonly distractors: readonly [PaPicture, PaPicture];
  /** The three pictures in the order the prompt names them (the answer's slot is balanced). */
  readonly choices: readonly [PaPicture, PaPicture, PaPicture];
  /** The word the item is about: the cue's word, or for deletion the whole word. */
  readonly stimulus: string;
  /** Deletion only: what is taken away from `stimulus`. */
  readonly deletion: PaDeletion | null;
  /** Text to synthesise: the question, then the three pictures' words in `choices` order. */
  readonly prompt: string;
}

/** Spoken text before a subtest's practice items, and before its scored items. */
export interface PaInstructions {
  readonly intro: string;
  readonly practiceIntro: string;
}

/** One picture file the bank uses, with its source and licence. */
export interface PaPictureSource {
  readonly file: string;
  /** The words of this language shown with this picture (one per language). */
  readonly words: readonly string[];
  /** Package and file the SVG was copied from. */
  readonly source: string;
  readonly licence: string;
}

export interface PaSubtestItems {
  readonly practice: readonly PaItem[];
  readonly test: readonly PaItem[];
}

/** The items of one language: per subtest, practice with feedback, then test items easy to hard. */
export interface PaBank {
  readonly language: PaLanguage;
  /** Item-bank version, stored with every run; bump it when any item changes. */
  readonly version: string;
  readonly instructions: Readonly<Record<PaSubtest, PaInstructions>>;
  readonly items: Readonly<Record<PaSubtest, PaSubtestItems>>;
  /** Picture manifest: every file the items use, once. */
  readonly pictures: readonly PaPictureSource[];
}
