/**
 * The rules of the Syntax Game (trog), in one place so the bank, the engine, the scoring, the
 * simulation and README.md agree. Item parameters are provisional until calibrated.
 */

/** Version of the game's items and rules, stored with every run. */
export const SYNTAX_VERSION = '1';

/** Pictures per sentence: the guessing rate is one in four. */
export const SYNTAX_CHOICES = 4;

/**
 * Wrong answers in a row that end the game by default (the variant's `maxConsecutiveErrors`).
 * The original core tasks stop after 3; here 4, as the Puzzle Game: a child still right three
 * times in four makes 4 errors in a row at a given point about one time in 256 (3 in a row: one
 * in 64), so the stop rarely ends a run by bad luck before the child's level, while a child only
 * guessing meets it within a few sentences. Bishop's TROG stops on failed blocks instead.
 */
export const SYNTAX_DEFAULT_MAX_CONSECUTIVE_ERRORS = 4;

/** Tries at one practice sentence before the game goes on (the run is then flagged). */
export const SYNTAX_PRACTICE_MAX_ATTEMPTS = 3;

/**
 * A run counts as run to its time limit when its last answer came within this much of it (the
 * sentence on screen when time ran out is not recorded, and a child may look at it a while).
 */
export const SYNTAX_END_TOLERANCE_MS = 30_000;

/**
 * PROVISIONAL difficulty of a block's sentences (logits): rising evenly from -2.4 (block 1) to
 * +2.16 (block 20), the order of the blocks being the order of difficulty this project expects
 * (README.md). Calibration replaces it (and raises the scoring version).
 */
export const syntaxDifficulty = (block: number): number =>
  Math.round((-2.4 + 0.24 * block) * 100) / 100;

/** One slope for all sentences until calibration. */
export const SYNTAX_DISCRIMINATION = 1.2;

/** Lower asymptote: a blind guess among the four pictures. */
export const SYNTAX_GUESSING = 1 / SYNTAX_CHOICES;

/** EAP ability: prior N(0, 1) on [-6, 6], as the other games' estimates. */
export const SYNTAX_ABILITY_PRIOR = {
  min: -6,
  max: 6,
  priorMean: 0,
  priorSd: 1,
  points: 121,
} as const;

/**
 * PROVISIONAL support cut points on the 100-900 score, for grades 6 and up only (as the
 * original's raw-score cut points; younger children need grade norms this game does not have):
 * 'achieved' from 533 (theta 0.5: under the provisional item model, a child who gets about the
 * first fourteen blocks mostly right), 'developing' above 467 (theta -0.5), below that 'needs
 * extra support'. This project's own prior, not the original's thresholds (540/487 on its scale).
 */
export const SYNTAX_SUPPORT_CUTS = { achieved: 533, developing: 467 } as const;
