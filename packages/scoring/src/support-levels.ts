import type { NormsTable } from './norms.ts';

/**
 * Support level of a score (scoring.md section 4). The three levels carry the spec colours (pink,
 * yellow, green); 'optional' and 'raw-score' are the neutral tags of optional and un-normed tasks.
 */
export type SupportLevel =
  'needs-extra-support' | 'developing' | 'achieved' | 'optional' | 'raw-score';

export interface SupportLevelInput {
  /** Numeric grade (0 = kindergarten), null when unknown. */
  readonly grade: number | null;
  /** Percentile 0-100 in the student's reference group, when the task is normed. */
  readonly percentile?: number | null;
  /** The task's headline score (roarScore or raw score); null when the run has none. */
  readonly score: number | null;
  /** The assessment was optional in its administration. */
  readonly optional?: boolean;
  /** The task (at this scoring version) has norms. */
  readonly normed: boolean;
  /** The norms version the score was computed with; holds cut points and benchmarks. */
  readonly table?: NormsTable | null;
}

/**
 * The support level to show, or null for a run without a score.
 * - optional assessments: 'optional'; tasks without norms (or without a table): 'raw-score';
 * - grades K-5 with a percentile: achieved at or above the table's `achieved` cut point (40),
 *   developing above `developing` (20), else needs extra support;
 * - grades 6-12, and any grade without a percentile: the score against the table's benchmarks:
 *   at or below grade 3 needs extra support, at or below grade 5 developing, above achieved.
 */
export function supportLevel(input: SupportLevelInput): SupportLevel | null {
  const { grade, percentile, score, table } = input;
  if (score === null || !Number.isFinite(score)) return null;
  if (input.optional) return 'optional';
  if (!input.normed || !table) return 'raw-score';

  const percentileKnown = percentile !== null && percentile !== undefined;
  if (grade !== null && grade < 6 && percentileKnown) {
    const { achieved, developing } = table.supportCutPoints.k5;
    if (percentile >= achieved) return 'achieved';
    return percentile > developing ? 'developing' : 'needs-extra-support';
  }
  const { grade3, grade5 } = table.benchmarks;
  if (score <= grade3) return 'needs-extra-support';
  return score <= grade5 ? 'developing' : 'achieved';
}
