import type { WrittenChoiceBank } from '@roar/contracts';

/**
 * One item as written (answer-keys/): the grade it is written for, its tag (morphology:
 * 'I' inflection or 'D' derivation; cva: the target word), its sentence, then the right answer
 * and three distractors.
 */
export type SourceRow = readonly [
  grade: number,
  tag: string,
  text: string,
  answer: string,
  distractor1: string,
  distractor2: string,
  distractor3: string,
];

/** A bank as written, answers first (server-only modules in answer-keys/). */
export interface SourceBank {
  id: WrittenChoiceBank;
  /** Prefix of the bank's item ids ('mo-001'). */
  prefix: string;
  practice: readonly SourceRow[];
  /** Scored items, easiest first (grade 1 to 12). */
  core: readonly SourceRow[];
  /** New items under trial: shown and stored, never scored. */
  pilot: readonly SourceRow[];
}

/** How an item counts: practice (with feedback), core (scored) or pilot (stored, not scored). */
export type ItemRole = 'practice' | 'core' | 'pilot';

/** Morphology's subscores: a word's inflection (tense, number) or derivation (a new word). */
export type MorphologyKind = 'inflection' | 'derivation';

/** One item as the web shows it: no key (practice items carry theirs in `WrittenPracticeItem`). */
export interface WrittenItem {
  id: string;
  role: ItemRole;
  /** Grade (1-12) the item is written for; its prior difficulty (item-params.ts). */
  grade: number;
  /** Morphology: its kind; null in other banks. */
  kind: MorphologyKind | null;
  /** Written Vocabulary: the word asked about; null in other banks. */
  target: string | null;
  /** The sentence (morphology: with a blank '___'). */
  text: string;
  /** The four options in the order shown. */
  options: readonly [string, string, string, string];
}

/** A practice item: its key ships with it, for the feedback. */
export interface WrittenPracticeItem extends WrittenItem {
  /** Index of the right option. */
  key: number;
}

/** A bank as the web player has it: practice with keys, core and pilot items without. */
export interface WrittenBank {
  id: WrittenChoiceBank;
  practice: readonly WrittenPracticeItem[];
  core: readonly WrittenItem[];
  pilot: readonly WrittenItem[];
}
