import { normalCdf, normalQuantile } from './normal.ts';
import { standardScoreFromZ } from './scales.ts';
import { gradeNumber, type NormsKind } from '@roar/contracts';

/** Provisional tables come from a stated model; local ones are fitted to the platform's runs. */
export type { NormsKind };

/** Where a table came from (scoring.md section 3). */
export interface NormsProvenance {
  /** How it was built, e.g. the model of a provisional table or the local fitting procedure. */
  readonly method: string;
  /** ISO date the table was built. */
  readonly date: string;
  /** Sample size per reference group, keyed by grade ('0' = kindergarten ... '12'). */
  readonly sampleSizes: Readonly<Record<string, number>>;
  readonly notes?: string;
}

/** Score distribution of one grade (0 = kindergarten ... 12). */
export interface NormGroup {
  readonly grade: number;
  readonly mean: number;
  readonly sd: number;
}

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
  readonly kind: NormsKind;
  readonly provenance: NormsProvenance;
  readonly groups: readonly NormGroup[];
  readonly supportCutPoints: { readonly k5: PercentileCutPoints };
  /** Scores at grade-3 and grade-5 level, the grade 6-12 support-level benchmarks. */
  readonly benchmarks: { readonly grade3: number; readonly grade5: number };
}

/** The reference group a score is compared with. */
export interface ReferenceGroup {
  /** 0 (kindergarten) to 12. */
  readonly grade: number;
  readonly ageMonths: number;
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
}): ReferenceGroup | null {
  const { grade, ageMonths } = student;
  const knownGrade = grade !== null && grade !== undefined && Number.isFinite(grade);
  const knownAge = ageMonths !== null && ageMonths !== undefined && Number.isFinite(ageMonths);
  if (!knownGrade && !knownAge) return null;
  const g = clampGrade(knownGrade ? grade : gradeFromAgeMonths(ageMonths as number));
  return { grade: g, ageMonths: knownAge ? (ageMonths as number) : ageMonthsFromGrade(g) };
}

/** The table's group for a reference group: the same grade, else the nearest one (lower on ties). */
export function normGroupOf(table: NormsTable, group: ReferenceGroup): NormGroup {
  let best: NormGroup | undefined;
  for (const candidate of table.groups) {
    const distance = Math.abs(candidate.grade - group.grade);
    const bestDistance = best ? Math.abs(best.grade - group.grade) : Number.POSITIVE_INFINITY;
    if (
      distance < bestDistance ||
      (distance === bestDistance && best && candidate.grade < best.grade)
    ) {
      best = candidate;
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
  const grades = new Set<number>();
  for (const { grade, mean, sd } of table.groups) {
    if (!Number.isInteger(grade) || grade < GRADE_RANGE.min || grade > GRADE_RANGE.max) {
      problems.push(`grade ${grade} is not K-12`);
    }
    if (grades.has(grade)) problems.push(`grade ${grade} appears twice`);
    grades.add(grade);
    if (!Number.isFinite(mean) || !(sd > 0))
      problems.push(`grade ${grade} needs a mean and SD > 0`);
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
