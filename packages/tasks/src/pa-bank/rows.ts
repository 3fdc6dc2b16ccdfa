import type { PaDeletion } from './types.ts';

/**
 * How the item files write items, before pictures, ids and prompts are added (build.ts). Words
 * are the narration's words; each must have a picture in the language's picture table.
 */

/** First or last sound matching: [cue, answer, distractor, distractor]. */
export type MatchRow = readonly [
  cue: string,
  answer: string,
  distractor: string,
  distractor: string,
];

/** Deletion: say `word` without a part or a sound; the answer is the picture of what is left. */
export interface DeletionRow {
  readonly word: string;
  readonly deletion: PaDeletion;
  readonly answer: string;
  readonly distractors: readonly [string, string];
}

/** Take away a spoken part: `withoutPart('cowboy', 'cow', 'boy', ...)`. */
export const withoutPart = (
  word: string,
  part: string,
  answer: string,
  distractor1: string,
  distractor2: string,
): DeletionRow => ({
  word,
  deletion: { kind: 'part', part },
  answer,
  distractors: [distractor1, distractor2],
});

/** Take away the first sound: box -> ox. */
export const withoutFirstSound = (
  word: string,
  answer: string,
  distractor1: string,
  distractor2: string,
): DeletionRow => ({
  word,
  deletion: { kind: 'first-sound' },
  answer,
  distractors: [distractor1, distractor2],
});

/** Take away the last sound: beach -> bee. */
export const withoutLastSound = (
  word: string,
  answer: string,
  distractor1: string,
  distractor2: string,
): DeletionRow => ({
  word,
  deletion: { kind: 'last-sound' },
  answer,
  distractors: [distractor1, distractor2],
});

/** The rows of one language, per subtest, each list ordered from easy to hard. */
export interface BankRows {
  readonly FSM: { readonly practice: readonly MatchRow[]; readonly test: readonly MatchRow[] };
  readonly LSM: { readonly practice: readonly MatchRow[]; readonly test: readonly MatchRow[] };
  readonly DEL: {
    readonly practice: readonly DeletionRow[];
    readonly test: readonly DeletionRow[];
  };
}
