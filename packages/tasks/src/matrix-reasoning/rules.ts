import type { MatrixAttribute, MatrixRuleKind } from './types.ts';

/**
 * The rules of the Puzzle Game, in one place so the generator, the engine, the scoring, the
 * simulation and README.md agree. Item parameters are provisional until calibrated.
 */

/** Version of the game's items and rules, stored with every run. */
export const MATRIX_VERSION = '1';

/**
 * Seed of the item generator: the bank is the same everywhere and forever for this version
 * (ids, cells, lures). Changing it (or the generator) changes the items: raise MATRIX_VERSION.
 */
export const MATRIX_BANK_SEED = 'roar-matrix-reasoning-bank-v1';

/** Options on every item: the answer and three lures (the guessing rate is one in four). */
export const MATRIX_CHOICES = 4;

/** Test items of the standard game, spread over the bank's difficulty range. */
export const MATRIX_STANDARD_ITEMS = 30;

/**
 * Consecutive test errors that end the game: a child still right three times in four makes four
 * errors in a row at a given point about one time in 256 (0.25^4), so the stop rarely cuts a run
 * short by bad luck; a child only guessing (right one time in four) meets it within a few items.
 */
export const MATRIX_MAX_CONSECUTIVE_ERRORS = 4;

/**
 * Tries at one practice item: it repeats until answered right, but after this many the game goes
 * on (a stuck child is not kept there) and the run is flagged 'practiceNotPassed'.
 */
export const MATRIX_PRACTICE_MAX_ATTEMPTS = 3;

/** Rule kinds an attribute can vary by (shapes and colours have no order to progress along). */
export const VARYING_KINDS: Readonly<Record<MatrixAttribute, readonly MatrixRuleKind[]>> = {
  shape: ['distribution'],
  colour: ['distribution'],
  count: ['progression', 'distribution'],
  rotation: ['progression', 'distribution'],
  position: ['progression', 'distribution'],
};

/**
 * Provisional item parameters (README.md): b = intercept + the weight of each varying rule's
 * kind + the extra weight of a spatial attribute (rotation, position) + a load for every rule
 * beyond the first (holding several rules in mind costs more than their sum).
 */
export const DIFFICULTY_WEIGHTS = {
  intercept: -3,
  progression: 0.8,
  distribution: 1.2,
  spatial: 0.4,
  perExtraRule: 0.2,
} as const;

/** Discrimination of every item until calibration (Rasch-like: one slope for all). */
export const MATRIX_DISCRIMINATION = 1;

/** Lower asymptote: a blind guess among the four options. */
export const MATRIX_GUESSING = 1 / MATRIX_CHOICES;

/** EAP ability: prior N(0, 1) on [-6, 6], as the other games' estimates. */
export const MATRIX_ABILITY_PRIOR = {
  min: -6,
  max: 6,
  priorMean: 0,
  priorSd: 1,
  points: 121,
} as const;
