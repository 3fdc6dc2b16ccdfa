import { STANDARD_SCORE_RANGE } from '@roar/contracts';

/**
 * Standard score `100 + 15 z`, rounded and clipped to the spec's range 0-180 (scoring.md section 2).
 */
export function standardScoreFromZ(z: number): number {
  if (!Number.isFinite(z)) throw new RangeError('z must be a finite number');
  const score = Math.round(100 + 15 * z);
  return Math.min(STANDARD_SCORE_RANGE.max, Math.max(STANDARD_SCORE_RANGE.min, score));
}

/**
 * A percentile (0-100: the share of the reference group with a lower score) as shown to people:
 * a whole number 1-99, with '<1' and '>99' at the ends (scoring.md section 2).
 */
export function formatPercentile(percentile: number): string {
  if (!Number.isFinite(percentile) || percentile < 0 || percentile > 100) {
    throw new RangeError('percentile must be between 0 and 100');
  }
  if (percentile < 1) return '<1';
  if (percentile > 99) return '>99';
  return String(Math.min(99, Math.max(1, Math.round(percentile))));
}

/** The 100-900 score of adaptive tasks from theta on [-6, 6]: theta 0 maps to 500. */
export function roarScoreFromTheta(theta: number): number {
  if (!Number.isFinite(theta)) throw new RangeError('theta must be a finite number');
  const clipped = Math.min(6, Math.max(-6, theta));
  return Math.round(((clipped + 6) * 200) / 3 + 100);
}
