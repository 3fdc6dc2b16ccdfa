import { DEFAULT_RELIABILITY_THRESHOLDS, type ReliabilityThresholds } from '@roar/scoring';

/**
 * How a task's runs are scored (scoring.md sections 1-2):
 * - adaptive: ability theta from the last test trial, reported as roarScore;
 * - sentence: correct - incorrect in the time limit, floored at 0;
 * - count: number correct and percent correct.
 */
export type ScoringKind = 'adaptive' | 'sentence' | 'count';

/**
 * Version of the rules in this module, score-run.ts and norm-scores.ts; stored with every score.
 * 2: the composite carries norm-referenced scores (percentile, standard score, support level).
 */
export const SCORING_VERSION = '2';

const ADAPTIVE = new Set(['swr', 'swr-es', 'roam-alpaca', 'roam-alpaca-es']);
const SENTENCE = new Set(['sre', 'sre-es']);
/** Tasks scored per block (subtest): each must be given for the run to be complete. */
const BLOCK_TASKS = new Set(['pa', 'pa-es']);
const FOUR_CHOICE = new Set(['morphology', 'vocab', 'cva', 'multichoice']);

export function scoringKindOf(taskId: string): ScoringKind {
  if (ADAPTIVE.has(taskId)) return 'adaptive';
  if (SENTENCE.has(taskId)) return 'sentence';
  return 'count';
}

export const isBlockTask = (taskId: string): boolean => BLOCK_TASKS.has(taskId);

/**
 * The reliability thresholds of a task (scoring.md section 5). Tasks without stated flags (letter,
 * phonics, math, the core games) take the letter thresholds: no flag makes them unreliable.
 */
export function thresholdsOf(taskId: string): ReliabilityThresholds {
  const T = DEFAULT_RELIABILITY_THRESHOLDS;
  if (taskId === 'swr' || taskId === 'swr-es') return T.swr;
  if (SENTENCE.has(taskId)) return T.sre;
  if (BLOCK_TASKS.has(taskId)) return T.pa;
  if (FOUR_CHOICE.has(taskId)) return T['four-choice'];
  return T.letter;
}
