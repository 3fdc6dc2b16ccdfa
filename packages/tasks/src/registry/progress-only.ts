import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { GameScoring } from './definition.ts';

/**
 * The scoring of a game that reports progress only (a game played elsewhere, ADR 027; the
 * survey, ADR 028): nothing is judged, no score, every completed run reached its end.
 */
export const progressOnlyScoring = <Params>(): GameScoring<Params> => ({
  mode: 'progress-only',
  version: '1',
  scale: 'count',
  judge: () => [],
  headline: () => ({ rawScore: null }),
  reachedEnd: () => true,
  reliabilityBlocks: () => null,
  thresholds: DEFAULT_RELIABILITY_THRESHOLDS.cognition,
  choices: () => null,
  normable: () => 'yes',
  timeLimitSeconds: () => null,
  skills: () => undefined,
});
