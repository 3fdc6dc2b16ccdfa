import type { ScoredResponse } from './estimation.ts';
import { boundedProbability } from './likelihood-grid.ts';

/**
 * Validity flags beyond speed and completeness (issue 20, item 8): answers that do not fit the
 * item model, one answer given throughout, and stimulus timing that went wrong. The thresholds
 * come from simulation (docs/validity-flags.md; packages/tasks/src/word/validity-flags.test.ts).
 */
export const VALIDITY_FLAGS = [
  'personMisfit',
  'sameResponseThroughout',
  'stimulusTimingOff',
] as const;
export type ValidityFlag = (typeof VALIDITY_FLAGS)[number];

/**
 * The standardised log-likelihood person-fit statistic lz (Drasgow, Levine & Williams, 1985) at
 * ability theta: (l0 - E l0) / sqrt(Var l0), with l0 = sum u ln P + (1 - u) ln Q,
 * E l0 = sum P ln P + Q ln Q and Var l0 = sum P Q ln(P / Q)^2. Large negative values mean answers
 * less likely than the model expects of anyone at that ability (right on hard items, wrong on easy
 * ones, or one key regardless of the item). Null with no responses or no variance.
 */
export function personFitLz(responses: readonly ScoredResponse[], theta: number): number | null {
  let observed = 0;
  let expected = 0;
  let variance = 0;
  for (const { item, correct } of responses) {
    const p = boundedProbability(item, theta);
    const q = 1 - p;
    observed += correct ? Math.log(p) : Math.log(q);
    expected += p * Math.log(p) + q * Math.log(q);
    variance += p * q * Math.log(p / q) ** 2;
  }
  if (responses.length === 0 || !(variance > 0)) return null;
  return (observed - expected) / Math.sqrt(variance);
}

/** Fewest scored answers lz is judged on. */
export const PERSON_FIT_MIN_RESPONSES = 20;

/**
 * lz at or below this flags a run. Not the nominal -1.645: an adaptive test picks items near the
 * child's estimate, which squeezes lz of engaged children towards 0 (simulated Word runs: 1st
 * percentile -0.6; at most 0.3 % of a grade at or below -1.2), so the cut is set from that
 * simulation, where it flags 27-67 % of the children who guess at random (docs/validity-flags.md).
 */
export const PERSON_FIT_LZ_CUT = -1.2;

export function personFitFlag(
  responses: readonly ScoredResponse[],
  theta: number,
): 'personMisfit' | null {
  if (responses.length < PERSON_FIT_MIN_RESPONSES) return null;
  const lz = personFitLz(responses, theta);
  return lz !== null && lz <= PERSON_FIT_LZ_CUT ? 'personMisfit' : null;
}

/** Fewest answers the same-response rule judges, and the share of one answer that flags. */
export const SAME_RESPONSE = { minResponses: 20, share: 0.9 } as const;

/**
 * One answer (one key, one side) given to nearly every item: at least SAME_RESPONSE.share of at
 * least SAME_RESPONSE.minResponses answers. On a game whose right answers are balanced between
 * the options, an engaged child cannot do this without getting about half the items wrong.
 */
export function sameResponseFlag(
  responses: readonly (string | null | undefined)[],
): 'sameResponseThroughout' | null {
  const given = responses.filter((r): r is string => typeof r === 'string' && r !== '');
  if (given.length < SAME_RESPONSE.minResponses) return null;
  const counts = new Map<string, number>();
  for (const r of given) counts.set(r, (counts.get(r) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return most / given.length >= SAME_RESPONSE.share ? 'sameResponseThroughout' : null;
}

/** An exposure as a trial records it: frames asked for and frames the screen showed. */
export interface MeasuredExposure {
  readonly requestedFrames: number;
  readonly measuredFrames: number | null;
}

/**
 * Stimulus timing that went wrong: of the exposures measured (at least `minMeasured`), more than
 * `share` lasted a frame or more longer or shorter than asked (dropped or late frames). A sound
 * device misses about 2 % of 21-frame exposures; see docs/validity-flags.md for the simulation.
 */
export const TIMING = { minMeasured: 10, share: 0.15 } as const;

export function stimulusTimingFlag(
  exposures: readonly MeasuredExposure[],
): 'stimulusTimingOff' | null {
  const measured = exposures.filter(
    (e): e is MeasuredExposure & { measuredFrames: number } =>
      typeof e.measuredFrames === 'number' && e.requestedFrames > 0,
  );
  if (measured.length < TIMING.minMeasured) return null;
  const off = measured.filter((e) => e.measuredFrames !== e.requestedFrames).length;
  return off / measured.length > TIMING.share ? 'stimulusTimingOff' : null;
}
