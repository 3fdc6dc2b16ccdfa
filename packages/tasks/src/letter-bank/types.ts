import type { LETTER_SUBTASKS, TaskLanguage } from '@roar/contracts';

/** Languages of the letter tasks: letter (en), letter-es (es), letter-en-ca (en-CA). */
export type LetterLanguage = TaskLanguage;

/** Upper-case names, lower-case names, letter sounds (contracts: LETTER_SUBTASKS). */
export type LetterSubtask = (typeof LETTER_SUBTASKS)[number];

/**
 * One trial: the child hears `prompt` (with a replay button) and taps one of four letters.
 * `id` is stable across releases (trial data stores it): `letter-<lang>-<upper|lower|sound>-<letter>`,
 * practice `...-p<n>`; the Spanish n with tilde is written `ntilde` in ids.
 */
export interface LetterItem {
  readonly id: string;
  readonly subtask: LetterSubtask;
  readonly practice: boolean;
  /** The target as shown: 'B' for upper-case names, 'b' for lower-case names and sounds. */
  readonly letter: string;
  /** The target and three distractors, in a fixed order (the target's slot is balanced). */
  readonly choices: readonly [string, string, string, string];
  /** Text to synthesise, written so a speech engine and a human reader both say it right. */
  readonly prompt: string;
}

/** Spoken text before a subtask's practice items, and before its scored items. */
export interface LetterInstructions {
  readonly intro: string;
  readonly practiceIntro: string;
}

export interface LetterSubtaskItems {
  readonly practice: readonly LetterItem[];
  readonly test: readonly LetterItem[];
}

/** Everything one letter task needs: narration and items per subtask. */
export interface LetterBank {
  readonly language: LetterLanguage;
  /** Item-bank version, stored with every run. */
  readonly version: string;
  readonly instructions: Readonly<Record<LetterSubtask, LetterInstructions>>;
  readonly items: Readonly<Record<LetterSubtask, LetterSubtaskItems>>;
}
