import { normalCdf, normalQuantile } from './normal.ts';
import { standardScoreFromZ } from './scales.ts';
import { gradeNumber, type NormsKind, type NormsTableKind } from '@roar/contracts';
import { type NormSeason, gradeTime, isNormSeason } from './seasons.ts';

/**
 * Provisional tables come from a stated model; local ones are fitted to one district's runs;
 * imported ones are read from a CSV (docs/norm-table-csv.md).
 */
export type { NormsKind, NormsTableKind };

/** Where a table came from (scoring.md section 3). */
export interface NormsProvenance {
  /** How it was built, e.g. the model of a provisional table or the local fitting procedure. */
  readonly method: string;
  /** ISO date the table was built. */
  readonly date: string;
  /**
   * Sample size per reference group, keyed by normGroupKey: the grade ('0' = kindergarten ...
   * '12') or grade and season ('3-fall').
   */
  readonly sampleSizes: Readonly<Record<string, number>>;
  readonly notes?: string;
  /** Local tables: the district whose runs built it (docs/decisions/051-local-norms.md). */
  readonly district?: { readonly id: string; readonly name: string };
  /** Local tables: distinct students and runs used. */
  readonly students?: number;
  readonly runs?: number;
  /** Local tables: ISO dates of the first and last completion used. */
  readonly runsFrom?: string;
  readonly runsTo?: string;
  /** Imported tables: where the figures come from, as the importer stated it. */
  readonly source?: string;
}

/**
 * Score distribution of one grade (0 = kindergarten ... 12), or of one grade in one season when
 * `season` is set. Tables without seasons (the provisional ones) hold one group per grade.
 */
export interface NormGroup {
  readonly grade: number;
  readonly season?: NormSeason;
  readonly mean: number;
  readonly sd: number;
}

/** Key of a group in provenance.sampleSizes: '3' or '3-fall'. */
export const normGroupKey = (group: { grade: number; season?: NormSeason | null }): string =>
  group.season ? `${group.grade}-${group.season}` : String(group.grade);

/** Percentile cut points of the K-5 support levels (scoring.md section 4). */
export interface PercentileCutPoints {
  /** At or above: achieved (40 in current norms). */
  readonly achieved: number;
  /** Above this and below `achieved`: developing; at or below: needs extra support (20). */
  readonly developing: number;
}

/** A versioned norms table of one task and language. */
export interface NormsTable {
  readonly task: string;
  readonly language: string;
  readonly version: string;
  readonly kind: NormsTableKind;
  readonly provenance: NormsProvenance;
  readonly groups: readonly NormGroup[];
  readonly supportCutPoints: { readonly k5: PercentileCutPoints };
  /** Scores at grade-3 and grade-5 level, the grade 6-12 support-level benchmarks. */
  readonly benchmarks: { readonly grade3: number; readonly grade5: number };
}

/** A provisional table: its kind is one a stored score can record. */
export type ProvisionalNormsTable = NormsTable & { readonly kind: 'provisional' };

/** The reference group a score is compared with. */
export interface ReferenceGroup {
  /** 0 (kindergarten) to 12. */
  readonly grade: number;
  readonly ageMonths: number;
  /** Season of the completion (seasonOf); picks a table's season group when it has one. */
  readonly season?: NormSeason | null;
}

const GRADE_RANGE = { min: 0, max: 12 } as const;
const clampGrade = (grade: number) =>
  Math.min(GRADE_RANGE.max, Math.max(GRADE_RANGE.min, Math.floor(grade)));

/**
 * A grade as a number for scoring: 'PK', 'TK' and 'K' count as 0, '1'..'13' as numbers (13 is
 * post-secondary); null when unknown or unreadable.
 */
export function numericGrade(grade: string | number | null | undefined): number | null {
  if (grade === null || grade === undefined) return null;
  if (typeof grade === 'number') return Number.isFinite(grade) ? Math.max(0, grade) : null;
  // Norms start at kindergarten: pre-kindergarten grades share its group.
  const value = gradeNumber(grade);
  return value === null ? null : Math.max(0, value);
}

/** Age assumed for a grade when the date of birth is missing: 66 + 12 * grade months. */
export function ageMonthsFromGrade(grade: number): number {
  return 66 + 12 * grade;
}

/** Grade estimated from age: under 72 months K, then floor(age / 12) - 5, 12 from 216 months. */
export function gradeFromAgeMonths(ageMonths: number): number {
  if (ageMonths < 72) return 0;
  if (ageMonths >= 216) return 12;
  return Math.floor(ageMonths / 12) - 5;
}

/**
 * The reference group of a student from grade and/or age in months (either may be missing; the
 * other is derived). Grades are clamped to K-12. Null when neither is known.
 */
export function referenceGroup(student: {
  grade?: number | null;
  ageMonths?: number | null;
  season?: NormSeason | null;
}): ReferenceGroup | null {
  const { grade, ageMonths, season } = student;
  const knownGrade = grade !== null && grade !== undefined && Number.isFinite(grade);
  const knownAge = ageMonths !== null && ageMonths !== undefined && Number.isFinite(ageMonths);
  if (!knownGrade && !knownAge) return null;
  const g = clampGrade(knownGrade ? grade : gradeFromAgeMonths(ageMonths as number));
  const ageMonthsOut = knownAge ? (ageMonths as number) : ageMonthsFromGrade(g);
  return season
    ? { grade: g, ageMonths: ageMonthsOut, season }
    : { grade: g, ageMonths: ageMonthsOut };
}

/**
 * The group the table holds for exactly this reference group, or null: the group of the grade and
 * season when the table has one, else the grade's group without a season.
 */
export function exactNormGroupOf(table: NormsTable, group: ReferenceGroup): NormGroup | null {
  if (group.season) {
    const seasonal = table.groups.find((g) => g.grade === group.grade && g.season === group.season);
    if (seasonal) return seasonal;
  }
  return table.groups.find((g) => g.grade === group.grade && !g.season) ?? null;
}

/**
 * Whether the table has a group of its own for the reference group (exactNormGroupOf). A local
 * table has no group for a grade and season with too few runs; a student there should be scored
 * with the table it replaces (docs/decisions/051-local-norms.md).
 */
export const normsTableCovers = (table: NormsTable, group: ReferenceGroup): boolean =>
  exactNormGroupOf(table, group) !== null;

/**
 * The table's group for a reference group: the season's group, else the grade's (exactNormGroupOf),
 * else the nearest group in grade-time (seasons.ts gradeTime; a group without a season and a
 * reference group without one sit mid-year), lower on ties. For tables without seasons this is
 * the same grade, else the nearest grade, lower on ties.
 */
export function normGroupOf(table: NormsTable, group: ReferenceGroup): NormGroup {
  const exact = exactNormGroupOf(table, group);
  if (exact) return exact;
  const time = gradeTime(group.grade, group.season);
  let best: NormGroup | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of table.groups) {
    const candidateTime = gradeTime(candidate.grade, candidate.season);
    const distance = Math.abs(candidateTime - time);
    // Compare with a tolerance: thirds of a year are not exact in binary.
    const closer = distance < bestDistance - 1e-9;
    const tie = Math.abs(distance - bestDistance) <= 1e-9;
    if (closer || (tie && best && candidateTime < gradeTime(best.grade, best.season))) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (!best) throw new RangeError(`norms table ${table.task} ${table.version} has no groups`);
  return best;
}

/** Position of a score in its reference group, (score - mean) / sd. */
export function zScoreOf(score: number, table: NormsTable, group: ReferenceGroup): number {
  if (!Number.isFinite(score)) throw new RangeError('score must be a finite number');
  const { mean, sd } = normGroupOf(table, group);
  return (score - mean) / sd;
}

/** Percentile (0-100, the share of the group with a lower score) by the normal CDF. */
export function percentileOf(score: number, table: NormsTable, group: ReferenceGroup): number {
  return 100 * normalCdf(zScoreOf(score, table, group));
}

/** Standard score 100 + 15 z, rounded and clipped to 0-180. */
export function standardScoreOf(score: number, table: NormsTable, group: ReferenceGroup): number {
  return standardScoreFromZ(zScoreOf(score, table, group));
}

/**
 * Standard score from a percentile through the normal quantile, for tables that hold percentile
 * points rather than mean and SD. 0 and 100 map to the ends of the 0-180 range.
 */
export function standardScoreFromPercentile(percentile: number): number {
  if (!(percentile >= 0 && percentile <= 100)) {
    throw new RangeError('percentile must be between 0 and 100');
  }
  if (percentile === 0) return standardScoreFromZ(-Number.MAX_VALUE);
  if (percentile === 100) return standardScoreFromZ(Number.MAX_VALUE);
  return standardScoreFromZ(normalQuantile(percentile / 100));
}

/** What is wrong with a table (empty when it is usable): for building and activating versions. */
export function normsTableProblems(table: NormsTable): string[] {
  const problems: string[] = [];
  if (table.groups.length === 0) problems.push('no groups');
  const keys = new Set<string>();
  for (const { grade, season, mean, sd } of table.groups) {
    const key = normGroupKey({ grade, season });
    const name = season ? `grade ${grade} ${String(season)}` : `grade ${grade}`;
    if (!Number.isInteger(grade) || grade < GRADE_RANGE.min || grade > GRADE_RANGE.max) {
      problems.push(`grade ${grade} is not K-12`);
    }
    if (season !== undefined && !isNormSeason(season)) {
      problems.push(`grade ${grade} has an unknown season ${String(season)}`);
    }
    if (keys.has(key)) problems.push(`${name} appears twice`);
    keys.add(key);
    if (!Number.isFinite(mean) || !(sd > 0)) problems.push(`${name} needs a mean and SD > 0`);
  }
  const { achieved, developing } = table.supportCutPoints.k5;
  if (!(developing >= 0 && developing < achieved && achieved <= 100)) {
    problems.push('K-5 cut points need 0 <= developing < achieved <= 100');
  }
  if (!(table.benchmarks.grade3 <= table.benchmarks.grade5)) {
    problems.push('the grade-3 benchmark must not exceed the grade-5 benchmark');
  }
  return problems;
}
