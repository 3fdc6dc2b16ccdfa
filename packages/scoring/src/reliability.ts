import { VALIDITY_FLAGS } from './person-fit.ts';

/**
 * Engagement ("reliable") flags of a run (scoring.md section 5), recomputed after every response and
 * at the end from a summary of the trials. A flag makes the run unreliable only when the task's
 * thresholds include it.
 */
export const ENGAGEMENT_FLAGS = [
  'notEnoughResponses',
  'responseTimeTooFast',
  'responseTimeTooSlow',
  'incomplete',
  'accuracyTooLow',
  'accuracyTooLowAndResponseTimeTooFast',
] as const;
export type EngagementFlag = (typeof ENGAGEMENT_FLAGS)[number];

/**
 * Flags a game raises by its own rules rather than from the trial summary: `practiceNotPassed`,
 * the practice that repeats until right gave up and the game went on (a child who never managed
 * the practice may not have understood how to answer); `catchItemsMissed`, very easy items hidden
 * among the others (Picture Vocabulary) were missed, a sign the child was not listening; and the
 * validity flags of person-fit.ts (answers that misfit the item model, one answer throughout,
 * stimulus timing gone wrong).
 */
export const GAME_FLAGS = ['practiceNotPassed', 'catchItemsMissed', ...VALIDITY_FLAGS] as const;
export type GameFlag = (typeof GAME_FLAGS)[number];

/** What the flags look at, for a run or one block of it. */
export interface TrialsSummary {
  readonly responseCount: number;
  readonly correctCount: number;
  /** Median response time in ms; null without timed responses. */
  readonly medianRtMs: number | null;
  /** The run (or block) reached its end rather than being abandoned or timed out early. */
  readonly completed: boolean;
}

/** Per-task thresholds, kept in the task's definition. */
export interface ReliabilityThresholds {
  /** Median RT at or below this is too fast. */
  readonly responseTimeLowMs: number;
  /** Median RT at or above this is too slow. */
  readonly responseTimeHighMs: number;
  /** Proportion correct at or below this is too low. */
  readonly accuracyThreshold: number;
  /** Fewer responses than this are not enough. */
  readonly minResponses: number;
  /** The flags that make a run unreliable (the guessing rule's too, where a game counts it). */
  readonly includedFlags: readonly (EngagementFlag | GameFlag | typeof GUESSING_FLAG)[];
}

export interface ReliabilityResult {
  readonly reliable: boolean;
  /** The raised flags that count for this task (block flags carry a `_<block>` suffix). */
  readonly flags: readonly string[];
}

const BASE = { responseTimeLowMs: 400, responseTimeHighMs: 10_000, accuracyThreshold: 0.2 };

/**
 * Starting thresholds per task family. swr, sre and pa follow the original's values; letter counts
 * no flag. For 4-choice tasks (morphology, vocabulary-style) the original names only the flags; we
 * start from chance accuracy (1/4), the general 400 ms floor and at least 10 responses.
 */
export const DEFAULT_RELIABILITY_THRESHOLDS = {
  /**
   * Word: besides too fast and too few, the guessing flags of issue 20 make a run unreliable:
   * accuracy not above chance (two choices, binomial), answers that misfit the item model (lz),
   * one key throughout, and exposures the screen did not time right (docs/validity-flags.md).
   */
  swr: {
    ...BASE,
    minResponses: 40,
    includedFlags: [
      'responseTimeTooFast',
      'notEnoughResponses',
      'accuracyAtChance',
      'personMisfit',
      'sameResponseThroughout',
      'stimulusTimingOff',
    ],
  },
  sre: {
    responseTimeLowMs: 1_000,
    responseTimeHighMs: 20_000,
    accuracyThreshold: 0.6,
    minResponses: 10,
    includedFlags: ['incomplete', 'responseTimeTooFast'],
  },
  pa: {
    ...BASE,
    responseTimeLowMs: 1_000,
    accuracyThreshold: 0.6,
    minResponses: 1,
    includedFlags: ['incomplete'],
  },
  letter: { ...BASE, minResponses: 0, includedFlags: [] },
  /**
   * Math fluency: a median answer time of 500 ms or less is too fast for any child to read and
   * solve a problem (the original's rule); a practice given up counts too.
   */
  fluency: {
    ...BASE,
    responseTimeLowMs: 500,
    responseTimeHighMs: 30_000,
    accuracyThreshold: 0,
    minResponses: 0,
    includedFlags: ['responseTimeTooFast', 'practiceNotPassed'],
  },
  /** Core Math: a median answer time of 250 ms or less (the original's rule). */
  'core-math': {
    ...BASE,
    responseTimeLowMs: 250,
    responseTimeHighMs: 120_000,
    accuracyThreshold: 0,
    minResponses: 0,
    includedFlags: ['responseTimeTooFast'],
  },
  /**
   * The Math Game: four answers, at least ten of them; a median answer time of 400 ms or less, or
   * a practice given up, makes a run unreliable.
   */
  'early-math': {
    ...BASE,
    accuracyThreshold: 0.25,
    minResponses: 10,
    includedFlags: ['responseTimeTooFast', 'notEnoughResponses', 'practiceNotPassed'],
  },
  /**
   * Cognition games (no norms): a run is unreliable when the child never passed a practice or an
   * instruction trial (the game went on without them); accuracy and speed are the measures.
   */
  cognition: {
    ...BASE,
    accuracyThreshold: 0,
    minResponses: 0,
    includedFlags: ['practiceNotPassed'],
  },
  'four-choice': {
    ...BASE,
    accuracyThreshold: 0.25,
    minResponses: 10,
    includedFlags: ['notEnoughResponses', 'accuracyTooLowAndResponseTimeTooFast'],
  },
} as const satisfies Record<string, ReliabilityThresholds>;

/** Summarise trials: counts, median RT over the timed ones. */
export function summariseTrials(
  trials: readonly { readonly correct: boolean; readonly rtMs?: number | null }[],
  completed: boolean,
): TrialsSummary {
  const rts = trials
    .map((t) => t.rtMs)
    .filter((rt): rt is number => typeof rt === 'number' && Number.isFinite(rt))
    .sort((x, y) => x - y);
  const mid = Math.floor(rts.length / 2);
  const medianRtMs =
    rts.length === 0
      ? null
      : rts.length % 2 === 1
        ? (rts[mid] as number)
        : ((rts[mid - 1] as number) + (rts[mid] as number)) / 2;
  return {
    responseCount: trials.length,
    correctCount: trials.filter((t) => t.correct).length,
    medianRtMs,
    completed,
  };
}

/** Every flag the summary raises, whether or not the task counts it (in ENGAGEMENT_FLAGS order). */
export function raisedEngagementFlags(
  summary: TrialsSummary,
  thresholds: ReliabilityThresholds,
): EngagementFlag[] {
  const { responseCount, correctCount, medianRtMs } = summary;
  const accuracy = responseCount > 0 ? correctCount / responseCount : null;
  const tooFast = medianRtMs !== null && medianRtMs <= thresholds.responseTimeLowMs;
  const tooLow = accuracy !== null && accuracy <= thresholds.accuracyThreshold;
  const raised: Record<EngagementFlag, boolean> = {
    notEnoughResponses: responseCount < thresholds.minResponses,
    responseTimeTooFast: tooFast,
    responseTimeTooSlow: medianRtMs !== null && medianRtMs >= thresholds.responseTimeHighMs,
    incomplete: !summary.completed,
    accuracyTooLow: tooLow,
    accuracyTooLowAndResponseTimeTooFast: tooLow && tooFast,
  };
  return ENGAGEMENT_FLAGS.filter((flag) => raised[flag]);
}

/** Reliability of a run: reliable when none of the task's included flags is raised. */
export function evaluateReliability(
  summary: TrialsSummary,
  thresholds: ReliabilityThresholds,
): ReliabilityResult {
  const flags = raisedEngagementFlags(summary, thresholds).filter((flag) =>
    thresholds.includedFlags.includes(flag),
  );
  return { reliable: flags.length === 0, flags };
}

/** Reliability of a block task (e.g. phoneme FSM/LSM/DEL): reliable only if every block is. */
export function evaluateBlockReliability(
  blocks: readonly { readonly block: string; readonly summary: TrialsSummary }[],
  thresholds: ReliabilityThresholds,
): ReliabilityResult {
  const flags = blocks.flatMap(({ block, summary }) =>
    evaluateReliability(summary, thresholds).flags.map((flag) => `${flag}_${block}`),
  );
  return { reliable: flags.length === 0, flags };
}

/**
 * The guessing flag: accuracy at or below chance for the game's number of options. It is raised
 * only with enough answers for chance to be told from bad luck, and is stored with the run's
 * flags; whether it also makes a run unreliable is a per-task threshold decision
 * (docs/decisions/019-game-registry.md).
 */
export const GUESSING_FLAG = 'accuracyAtChance';
/** Fewest answers the guessing rule judges. */
export const GUESSING_MIN_RESPONSES = 10;

/**
 * How the guessing rule tells chance: 'at-or-below-chance' (accuracy at most one in `choices`)
 * or 'not-above-chance' (the right answers are not significantly more than chance would give:
 * a one-sided binomial test at GUESSING_ALPHA). The second also catches a guesser whose luck
 * lifted a short run a little above chance, as on a game that stops early after errors.
 */
export type GuessingRule = 'at-or-below-chance' | 'not-above-chance';
/** Significance level of the 'not-above-chance' rule. */
export const GUESSING_ALPHA = 0.05;

/** P(X >= k) for X ~ Binomial(n, p). */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  // Summed from the term at k, each next term from the last (no factorials to overflow).
  let term = Math.exp(logChoose(n, k) + k * Math.log(p) + (n - k) * Math.log(1 - p));
  let sum = term;
  for (let x = k; x < n; x += 1) {
    term *= ((n - x) / (x + 1)) * (p / (1 - p));
    sum += term;
  }
  return Math.min(1, sum);
}

function logChoose(n: number, k: number): number {
  let sum = 0;
  for (let i = 1; i <= k; i += 1) sum += Math.log((n - k + i) / i);
  return sum;
}

/**
 * `alpha`: the 'not-above-chance' rule's significance level, GUESSING_ALPHA unless a game sets its
 * own (Word: 0.10, docs/validity-flags.md); a guesser is caught with probability about 1 - alpha.
 */
export function guessingFlag(
  summary: Pick<TrialsSummary, 'responseCount' | 'correctCount'>,
  choices: number,
  rule: GuessingRule = 'at-or-below-chance',
  alpha: number = GUESSING_ALPHA,
): typeof GUESSING_FLAG | null {
  const { responseCount: n, correctCount: k } = summary;
  if (!(choices >= 2) || n < GUESSING_MIN_RESPONSES) return null;
  if (rule === 'not-above-chance')
    return binomialUpperTail(k, n, 1 / choices) > alpha ? GUESSING_FLAG : null;
  return k / n <= 1 / choices ? GUESSING_FLAG : null;
}
