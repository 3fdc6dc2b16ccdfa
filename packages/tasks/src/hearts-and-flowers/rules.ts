import type { HfBlockId, HfShape, HfSide } from './types.ts';

/**
 * The rules of Hearts and Flowers, in one place so the engine, the judge, the simulation and the
 * documentation agree. Structure and timings follow the reference game (notes, section 5).
 */

/** Version of the game's rules and item generation, stored with every run. */
export const HF_VERSION = '1';

/** Blank screen with a fixation cross before every trial (the screen shows it). */
export const HF_FIXATION_MS = 500;

/**
 * How long the screen shows right/wrong feedback after an instruction or practice trial.
 * Provisional: long enough for a sound and a smile, short enough to keep the pace.
 */
export const HF_FEEDBACK_MS = 800;

/** Tries at one instruction trial before the game goes on without it (and flags the run). */
export const HF_INSTRUCTION_MAX_ATTEMPTS = 6;

/** Practice trials of a block at most: a child without the streak by then goes on (flagged). */
export const HF_PRACTICE_MAX_TRIALS = 6;

/**
 * Longest run of one side (and, in the mixed blocks, of one shape) in a generated sequence, so a
 * child cannot do well by pressing one button and the mixed blocks keep switching.
 */
export const HF_MAX_SAME_IN_A_ROW = 3;

export interface HfBlockRules {
  /** The shapes of the block: one, or both in equal numbers. */
  shapes: readonly HfShape[];
  /** The instruction trials, in order (untimed; skipped with practice off). */
  instruction: readonly { shape: HfShape; side: HfSide }[];
  /** Right answers in a row that pass the practice; null: the block has no practice. */
  practiceStreak: number | null;
  testTrials: number;
  /** Time to answer a practice or test trial; no answer by then is a wrong trial. */
  responseWindowMs: number;
}

export const HF_BLOCKS: Readonly<Record<HfBlockId, HfBlockRules>> = {
  hearts: {
    shapes: ['heart'],
    instruction: [
      { shape: 'heart', side: 'left' },
      { shape: 'heart', side: 'right' },
    ],
    practiceStreak: 2,
    testTrials: 12,
    responseWindowMs: 1500,
  },
  flowers: {
    shapes: ['flower'],
    instruction: [
      { shape: 'flower', side: 'left' },
      { shape: 'flower', side: 'right' },
    ],
    practiceStreak: 2,
    testTrials: 16,
    responseWindowMs: 1500,
  },
  // Both on the left: the same place asks for different buttons, the point of the mixed block.
  mixed: {
    shapes: ['heart', 'flower'],
    instruction: [
      { shape: 'heart', side: 'left' },
      { shape: 'flower', side: 'left' },
    ],
    practiceStreak: 3,
    testTrials: 16,
    // A longer window while switching is new; mixed2 asks for the usual pace.
    responseWindowMs: 2000,
  },
  mixed2: {
    shapes: ['heart', 'flower'],
    instruction: [],
    practiceStreak: null,
    testTrials: 16,
    responseWindowMs: 1500,
  },
};
