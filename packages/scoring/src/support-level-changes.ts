import { NORMED_SUPPORT_LEVELS, type NormedSupportLevel } from '@roar/contracts';
import {
  type NormsTable,
  type ReferenceGroup,
  normsTableCovers,
  percentileOf,
  referenceGroup,
} from './norms.ts';
import type { NormSeason } from './seasons.ts';
import { supportLevel } from './support-levels.ts';

/**
 * The preview an administrator sees before activating a norms table (issue 20 item 4;
 * docs/decisions/051-local-norms.md): how many students change support level, and which way.
 */

/** Percentiles are stored with one decimal and the level is read from the stored value. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The support level of a normed score in a table, by the rules of norm-scores.ts in
 * packages/tasks: the percentile in the reference group, rounded to one decimal, then
 * supportLevel (K-5 from the percentile, 6-12 from the benchmarks).
 */
export function normedSupportLevel(
  score: number,
  table: NormsTable,
  group: ReferenceGroup,
): NormedSupportLevel {
  const percentile = oneDecimal(percentileOf(score, table, group));
  const level = supportLevel({ grade: group.grade, percentile, score, normed: true, table });
  if (level === 'needs-extra-support' || level === 'developing' || level === 'achieved') {
    return level;
  }
  throw new Error(`a normed score has no support level: ${String(level)}`);
}

export interface ScoreToPreview {
  /** Numeric grade at completion (0 = K); null when unknown (not counted). */
  readonly grade: number | null;
  readonly season?: NormSeason | null;
  /** The run's headline score on the tables' scale; null when it has none (not counted). */
  readonly score: number | null;
}

export type SupportLevelMatrix = Readonly<
  Record<NormedSupportLevel, Readonly<Record<NormedSupportLevel, number>>>
>;

export interface SupportLevelChanges {
  /** Scores compared (with a grade and a score). */
  readonly compared: number;
  /** Scores left out: no grade or no score. */
  readonly skipped: number;
  /**
   * Scores in a grade and season the new table has no group for (a local cell under the minimum):
   * they keep the old table, so their level does not change.
   */
  readonly uncovered: number;
  /** from (old table) -> to (new table) counts; the diagonal holds the unchanged. */
  readonly matrix: SupportLevelMatrix;
  readonly changed: number;
  /** Changed to a higher level (e.g. needs extra support -> developing) or a lower one. */
  readonly up: number;
  readonly down: number;
  /** Students in each level before and after. */
  readonly before: Readonly<Record<NormedSupportLevel, number>>;
  readonly after: Readonly<Record<NormedSupportLevel, number>>;
}

const rank = (level: NormedSupportLevel) => NORMED_SUPPORT_LEVELS.indexOf(level);
const zeros = () =>
  Object.fromEntries(NORMED_SUPPORT_LEVELS.map((l) => [l, 0])) as Record<
    NormedSupportLevel,
    number
  >;

/**
 * How the support levels of these scores change from `oldTable` to `newTable`. A score in a cell
 * the new table does not cover (normsTableCovers) keeps the old table: the caller scores such
 * students with the table being replaced.
 */
export function supportLevelChanges(
  scores: readonly ScoreToPreview[],
  oldTable: NormsTable,
  newTable: NormsTable,
): SupportLevelChanges {
  const matrix = Object.fromEntries(NORMED_SUPPORT_LEVELS.map((l) => [l, zeros()])) as Record<
    NormedSupportLevel,
    Record<NormedSupportLevel, number>
  >;
  const before = zeros();
  const after = zeros();
  let compared = 0;
  let skipped = 0;
  let uncovered = 0;
  let up = 0;
  let down = 0;
  for (const { grade, season, score } of scores) {
    const group = referenceGroup({ grade, season: season ?? null });
    if (!group || score === null || !Number.isFinite(score)) {
      skipped += 1;
      continue;
    }
    compared += 1;
    const from = normedSupportLevel(score, oldTable, group);
    const covered = normsTableCovers(newTable, group);
    if (!covered) uncovered += 1;
    const to = covered ? normedSupportLevel(score, newTable, group) : from;
    matrix[from][to] += 1;
    before[from] += 1;
    after[to] += 1;
    if (rank(to) > rank(from)) up += 1;
    if (rank(to) < rank(from)) down += 1;
  }
  return { compared, skipped, uncovered, matrix, changed: up + down, up, down, before, after };
}
