import {
  CognitionMeasureSchema,
  NORMED_SUPPORT_LEVELS,
  NORMS_KINDS,
  type NormedSupportLevel,
} from '@roar/contracts';
import type { NewReportScore, Run, Score } from '@roar/db';

/** The score fields of a report_scores row (ADR 018); the keys come from the assignment. */
export type ReportScoreFields = Pick<
  NewReportScore,
  | 'runId'
  | 'rawScore'
  | 'percentCorrect'
  | 'percentile'
  | 'standardScore'
  | 'rawScoreLow'
  | 'rawScoreHigh'
  | 'percentileLow'
  | 'percentileHigh'
  | 'standardScoreLow'
  | 'standardScoreHigh'
  | 'supportLevel'
  | 'normsKind'
  | 'reliable'
  | 'engagementFlags'
  | 'measures'
  | 'timeAccommodation'
  | 'completedAt'
>;

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const Measures = CognitionMeasureSchema.array().min(1);

/** The composite's measures per part (cognition games), or null without valid ones. */
function measuresOf(composite: Record<string, unknown>): ReportScoreFields['measures'] {
  const skills = composite['skills'] as { measures?: unknown } | undefined;
  const parsed = Measures.safeParse(skills?.measures);
  return parsed.success ? parsed.data : null;
}

/** A stored band's ends (scoring.md section 8), or nulls unless both are numbers. */
function bandOf(value: unknown): { low: number | null; high: number | null } {
  const band = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const low = finite(band['low']);
  const high = finite(band['high']);
  return low === null || high === null ? { low: null, high: null } : { low, high };
}

const rounded = (value: number | null) => (value === null ? null : Math.round(value));

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

/**
 * The report row of an assessment's best run from its stored score (the composite scores). The
 * support level is the computed one; a run with a raw score but no normed level (a task without
 * norms, or no grade) shows 'raw-score'; a run without a score has none. Fields are read leniently:
 * a score stored by an older scoring version lacks some of them, and they are then null.
 */
export function reportScoreFields(
  run: Pick<Run, 'id' | 'reliable' | 'engagementFlags' | 'timeAccommodation' | 'completedAt'>,
  score: Pick<Score, 'computed'> | undefined,
): ReportScoreFields {
  const composite = score?.computed?.['composite'];
  const c = (composite && typeof composite === 'object' ? composite : {}) as Record<string, unknown>;
  const rawScore = finite(c['rawScore']);
  const standardScore = finite(c['standardScore']);
  const level: NormedSupportLevel | null = oneOf(NORMED_SUPPORT_LEVELS, c['supportLevel']);
  const scoreBand = bandOf(c['scoreBand']);
  const percentileBand = bandOf(c['percentileBand']);
  const standardScoreBand = bandOf(c['standardScoreBand']);
  return {
    runId: run.id,
    rawScore,
    percentCorrect: finite(c['percentCorrect']),
    percentile: finite(c['percentile']),
    standardScore: rounded(standardScore),
    rawScoreLow: scoreBand.low,
    rawScoreHigh: scoreBand.high,
    percentileLow: percentileBand.low,
    percentileHigh: percentileBand.high,
    standardScoreLow: rounded(standardScoreBand.low),
    standardScoreHigh: rounded(standardScoreBand.high),
    supportLevel: level ?? (rawScore === null ? null : 'raw-score'),
    normsKind: oneOf(NORMS_KINDS, c['normsKind']),
    reliable: run.reliable,
    engagementFlags: run.engagementFlags,
    measures: measuresOf(c),
    timeAccommodation: run.timeAccommodation,
    completedAt: run.completedAt,
  };
}
