import type { EgmaBlockId, EgmaFormat } from './types.ts';

/**
 * The rules of the Math Game, in one place so the engine, the judge, the simulation and the
 * documentation agree.
 */

/** Version of the game's items and rules, stored with every run. */
export const EGMA_VERSION = '1';

/**
 * Consecutive test errors that end a block. The reference game skips a block after three errors
 * in a row (its `maxIncorrect` default) instead of ending the game: a child who cannot subtract
 * may still place numbers on a line. Kept per block so one block can be tuned alone.
 */
export const EGMA_MAX_CONSECUTIVE_ERRORS: Readonly<Record<EgmaBlockId, number>> = {
  'number-identification': 3,
  'number-comparison': 3,
  'missing-number': 3,
  'addition-1': 3,
  'subtraction-1': 3,
  'addition-2': 3,
  'subtraction-2': 3,
  multiplication: 3,
  'number-line-choice': 3,
  'number-line-slider': 3,
};

export const EGMA_BLOCK_FORMAT: Readonly<Record<EgmaBlockId, EgmaFormat>> = {
  'number-identification': 'number-identification',
  'number-comparison': 'number-comparison',
  'missing-number': 'missing-number',
  'addition-1': 'arithmetic',
  'subtraction-1': 'arithmetic',
  'addition-2': 'arithmetic',
  'subtraction-2': 'arithmetic',
  multiplication: 'arithmetic',
  'number-line-choice': 'number-line-choice',
  'number-line-slider': 'number-line-slider',
};

/**
 * Tries at one practice item: it repeats until answered right, but after this many the game goes
 * on (a child who is stuck should not be kept there); the trials record each attempt, so a run
 * whose practice was never passed can be flagged.
 */
export const EGMA_PRACTICE_MAX_ATTEMPTS = 3;

/**
 * A slider placement is right within this share of the line's length of the target (5%: one
 * tenth of the line wide, about a finger's width on a tablet; the usual band in number-line
 * studies, whose measure is the percent absolute error).
 */
export const EGMA_SLIDER_TOLERANCE = 0.05;

/** Slider placements are recorded to a thousandth of the line (finer than a finger can place). */
export const EGMA_SLIDER_STEPS = 1000;
