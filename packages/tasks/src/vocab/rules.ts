import { DEFAULT_RELIABILITY_THRESHOLDS, type ReliabilityThresholds } from '@roar/scoring';

/** Version of the game's code, stored with every run. */
export const VOCAB_VERSION = '1.0.0';

/**
 * Reliability (README.md, 'Validity'): a run that stopped before its rules ended it (items, standard
 * error or time limit), the four-choice rules (at least 10 answers), and accuracy
 * at or below 35%: the adaptive test gives each child items they answer right about two times in
 * three, so a child near chance (25%) is not answering the words; and catch items missed.
 */
export const VOCAB_THRESHOLDS: ReliabilityThresholds = {
  ...DEFAULT_RELIABILITY_THRESHOLDS['four-choice'],
  accuracyThreshold: 0.35,
  includedFlags: [
    'incomplete',
    'notEnoughResponses',
    'accuracyTooLow',
    'accuracyTooLowAndResponseTimeTooFast',
    'catchItemsMissed',
  ],
};

/**
 * The catch items flag the run when at least half of those given were missed (1 of 1, 1 of 2,
 * 2 of 3): a child who listens knows these words; one slip alone is not enough.
 */
export const catchItemsMissed = (answers: readonly boolean[]): boolean =>
  answers.length > 0 && answers.filter((right) => !right).length * 2 >= answers.length;

/** A timed run that ended within this of its limit ended by the clock (ms). */
export const TIME_LIMIT_SLACK_MS = 3000;
