import type { BankItem, ItemParams } from '@roar/scoring';

/** Languages with a Word item bank: swr is English, swr-es Spanish. */
export type SwrLanguage = 'en' | 'es';

/** Whether the letter string is a word of the language (right key) or made up (left key). */
export type Lexicality = 'real' | 'made-up';

/**
 * One letter string of the Word task. `id` is stable across releases: trial data stores it, so an
 * id is never reused for another string. `params` are the 4PL parameters the adaptive selection
 * and the ability estimate use.
 */
export interface WordItem extends BankItem {
  readonly id: string;
  readonly params: ItemParams;
  readonly stimulus: string;
  readonly lexicality: Lexicality;
}

/** The items of one language: practice with feedback, then the adaptive test bank. */
export interface WordBank {
  readonly language: SwrLanguage;
  readonly practice: readonly WordItem[];
  readonly test: readonly WordItem[];
  /** Item-bank version, stored with every run so scores can be traced to their parameters. */
  readonly version: string;
}

/** How a bank file writes an item: [id, stimulus, lexicality, a, b]. */
export type WordRow = readonly [
  id: string,
  stimulus: string,
  lexicality: Lexicality,
  a: number,
  b: number,
];

/** Builds a bank from the rows of a bank file; c and d are shared by every item of the bank. */
export function defineWordBank(data: {
  language: SwrLanguage;
  version: string;
  /** Lower asymptote c: 0.5 for a two-choice item. */
  guessing: number;
  /** Upper asymptote d (1 - slip rate). */
  upper: number;
  practice: readonly WordRow[];
  test: readonly WordRow[];
}): WordBank {
  const toItem = ([id, stimulus, lexicality, a, b]: WordRow): WordItem => ({
    id,
    stimulus,
    lexicality,
    params: { a, b, c: data.guessing, d: data.upper },
  });
  return {
    language: data.language,
    version: data.version,
    practice: data.practice.map(toItem),
    test: data.test.map(toItem),
  };
}
