import type { InferenceType } from './types.ts';

/**
 * The rules of the Inference Game, in one place so the bank, the engine, the scoring, the
 * simulation and the README agree. Values marked PROVISIONAL are this project's choices, to be
 * replaced by estimates from children's answers (and the scoring version raised).
 */

/** Version of the game's passages and rules, stored with every run. */
export const INFERENCE_VERSION = '1';

/**
 * Wrong test answers in a row that end the game by default (the variant's
 * `maxConsecutiveErrors`). The passages rise in grade, so a young reader stops where they
 * become too hard instead of reading all 53 questions; five, not four as in the Syntax Game,
 * since a passage misread costs both of its questions.
 */
export const INFERENCE_DEFAULT_MAX_CONSECUTIVE_ERRORS = 5;

/** Options of every question: one supported inference and three distractors. */
export const INFERENCE_CHOICES = 4;

/**
 * Tries at one practice question: a wrong answer brings it back (after 'retry'), but after this
 * many the game goes on and the run is flagged 'practiceNotPassed'.
 */
export const INFERENCE_PRACTICE_MAX_ATTEMPTS = 3;

/**
 * PROVISIONAL difficulty prior, part 1: the ability (theta) of the average child of each grade
 * in the provisional norms model (packages/scoring/scripts/build-provisional-norms.ts,
 * assumptions 2 and 3: theta -2.0 in K to +1.8 in grade 12 on a logistic growth curve). A
 * passage pitched at grade g gets this difficulty, so the average child of grade g answers its
 * questions right a little more than half the time (with guessing, 62%).
 */
export const GRADE_THETA: Readonly<Record<number, number>> = {
  1: -1.65,
  2: -1.22,
  3: -0.72,
  4: -0.19,
  5: 0.31,
  6: 0.75,
};

/**
 * PROVISIONAL difficulty prior, part 2: logits added by the kind of inference. Feelings and
 * causes are the most familiar links in children's stories; a link the text leaves out
 * (bridging) is the reference; predicting needs a reader to go beyond the text; a word's
 * meaning from context is hardest at a given grade (it also needs the surrounding words).
 */
export const TYPE_OFFSET: Readonly<Record<InferenceType, number>> = {
  emotion: -0.3,
  causal: -0.2,
  bridging: 0,
  predictive: 0.15,
  vocabulary: 0.3,
};

/** PROVISIONAL slope of every question (3PL), until calibration. */
export const INFERENCE_DISCRIMINATION = 1.5;

/** Lower asymptote: a blind guess among the four options. */
export const INFERENCE_GUESSING = 1 / INFERENCE_CHOICES;

/** EAP ability: prior N(0, 1) on [-6, 6], as the other games' estimates. */
export const INFERENCE_ABILITY_PRIOR = { min: -6, max: 6, priorMean: 0, priorSd: 1 } as const;

/**
 * A run whose accuracy is at or below this is not clearly above chance (one in four) and is
 * unreliable ('accuracyTooLow'): over the standard 53 questions, a child answering at random goes
 * above it in about 3 runs in 100 (binomial, p = 0.25).
 */
export const INFERENCE_ACCURACY_THRESHOLD = 0.35;

/** Fewest test answers for a reliable run ('notEnoughResponses'). */
export const INFERENCE_MIN_RESPONSES = 10;

/**
 * Typical time (ms) a simulated child takes to answer once the question is shown (provisional):
 * the passage is read first (it stays on screen), then four written options.
 */
export const INFERENCE_SIMULATED_RT_MS = 6000;
