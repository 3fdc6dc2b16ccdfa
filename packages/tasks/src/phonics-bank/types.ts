import type { PHONICS_CATEGORIES } from '@roar/contracts';

/** A decoding skill category of the phonics task (contracts: PHONICS_CATEGORIES). */
export type PhonicsCategory = (typeof PHONICS_CATEGORIES)[number];

/**
 * One trial: the child hears `word` (in `prompt`, with a replay button) and taps its spelling
 * among four. `id` is stable across releases (trial data stores it): `phonics-<category>-<word>`,
 * practice `phonics-practice-p<n>`.
 */
export interface PhonicsItem {
  readonly id: string;
  readonly category: PhonicsCategory;
  readonly practice: boolean;
  /** The spoken word, a real word; also its correct spelling among the choices. */
  readonly word: string;
  /** The word and three misspellings, in a fixed order (the word's slot is balanced). */
  readonly choices: readonly [string, string, string, string];
  /** Text to synthesise: the word, then the question. */
  readonly prompt: string;
}

export interface PhonicsBank {
  /** Item-bank version, stored with every run. */
  readonly version: string;
  /** Spoken before the practice items, and before the scored items. */
  readonly instructions: { readonly intro: string; readonly practiceIntro: string };
  readonly practice: readonly PhonicsItem[];
  readonly test: Readonly<Record<PhonicsCategory, readonly PhonicsItem[]>>;
}

/** How the item file writes an item: the word, then its three misspellings. */
export type PhonicsRow = readonly [word: string, a: string, b: string, c: string];
