import type { ScoreBand } from '@roar/contracts';
import { normalQuantile } from './normal.ts';
import { roarScoreFromTheta } from './scales.ts';

/**
 * Confidence bands of ability-based scores (issue 20 item 6, docs/product/scoring.md section 8):
 * where the child's true score likely lies, given the measurement error of one run.
 */

/** Confidence level (percent) of every band the reports show. */
export const SCORE_BAND_LEVEL = 90;

/** Points of the 100-900 scale per unit of theta (scales.ts roarScoreFromTheta). */
const ROAR_POINTS_PER_THETA = 200 / 3;

/** z of a two-sided band at `level` percent (1.645 at 90). */
export function bandZ(level = SCORE_BAND_LEVEL): number {
  if (!(level > 0 && level < 100)) throw new RangeError('level must be between 0 and 100');
  return normalQuantile(0.5 + level / 200);
}

const usable = (theta: number, se: number | null | undefined): se is number =>
  Number.isFinite(theta) && se !== null && se !== undefined && Number.isFinite(se) && se > 0;

/**
 * The band of theta +/- z SE. The SE of an EAP estimate is its posterior SD, so this is the
 * central posterior interval under the normal approximation; null without a usable SE.
 */
export function thetaBand(
  theta: number,
  se: number | null | undefined,
  level = SCORE_BAND_LEVEL,
): ScoreBand | null {
  if (!usable(theta, se)) return null;
  const half = bandZ(level) * se;
  return { low: theta - half, high: theta + half };
}

/**
 * The band of a ROAR score (100-900) from theta and its SE: each end through the same rounding
 * and clipping as the score itself, so the band always holds the reported score.
 */
export function roarScoreBand(
  theta: number,
  se: number | null | undefined,
  level = SCORE_BAND_LEVEL,
): ScoreBand | null {
  const band = thetaBand(theta, se, level);
  if (!band) return null;
  return { low: roarScoreFromTheta(band.low), high: roarScoreFromTheta(band.high) };
}

/** The standard error of a ROAR score (100-900 points), one decimal; null without a usable SE. */
export function roarScoreSE(se: number | null | undefined): number | null {
  if (!usable(0, se)) return null;
  return Math.round(se * ROAR_POINTS_PER_THETA * 10) / 10;
}

/**
 * A band mapped through an increasing function of the score (a percentile, a standard score):
 * the ends map to the ends.
 */
export function mapBand(band: ScoreBand, to: (score: number) => number): ScoreBand {
  return { low: to(band.low), high: to(band.high) };
}
