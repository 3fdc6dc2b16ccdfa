import {
  NORMED_SUPPORT_LEVELS,
  type ComputedScores,
  type NoNormsReason,
  type NormedSupportLevel,
  type ScoreBand,
} from '@roar/contracts';
import {
  isProvisionalNormsTask,
  mapBand,
  numericGrade,
  percentileOf,
  provisionalNorms,
  provisionalNormsScale,
  referenceGroup,
  standardScoreOf,
  supportLevel,
} from '@roar/scoring';
import type { GameDefinition, RunToScore } from './definition.ts';

/** What scoring knows about the student: their grade when the run was completed. */
export interface ScoredStudent {
  /** As recorded on the student ('K', '3', 'PK'...), null when unknown. */
  grade: string | null;
}

/** The norm-referenced fields of the computed scores; all present, null when not computed. */
export type NormScores = Required<
  Pick<
    ComputedScores,
    | 'percentile'
    | 'percentileBand'
    | 'standardScore'
    | 'standardScoreBand'
    | 'supportLevel'
    | 'normsVersion'
    | 'normsKind'
    | 'grade'
    | 'normGroupGrade'
    | 'noNormsReason'
  >
>;

const isNormedLevel = (level: string | null): level is NormedSupportLevel =>
  (NORMED_SUPPORT_LEVELS as readonly (string | null)[]).includes(level);

/** Percentiles are stored with one decimal; the support level is read from the stored value. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The norm-referenced scores of a run's headline score (docs/product/scoring.md sections 2-4), a
 * pure function of the game, the run's parameters, the score and the student's grade at
 * completion.
 *
 * Scores are computed only when the score is on the table's scale: the phoneme tables count
 * correct answers over all three subtests, so a variant that gives fewer gets nulls
 * ('scale-mismatch'). Sentence tables hold correct - incorrect in 180 s; a run with another time
 * limit gets nulls ('time-limit-mismatch') rather than a prorated score: no rule converts scores
 * between time limits (the original equates forms, it does not prorate).
 *
 * The reference group is the table's grade group: grades below kindergarten use the K group and
 * grades above 12 the grade-12 group. Grades K-5 get the support level from the percentile,
 * grades 6-12 from the table's grade-3 and grade-5 benchmarks. An ability-based score's band
 * (`scoreBand`, scoring.md section 8) maps through the same table and group.
 */
export function normScores(
  definition: GameDefinition,
  run: RunToScore,
  score: number | null,
  student: ScoredStudent,
  scoreBand: ScoreBand | null = null,
): NormScores {
  const none = (reason: NoNormsReason): NormScores => ({
    percentile: null,
    percentileBand: null,
    standardScore: null,
    standardScoreBand: null,
    supportLevel: null,
    normsVersion: null,
    normsKind: null,
    grade: student.grade,
    normGroupGrade: null,
    noNormsReason: reason,
  });
  const table = provisionalNorms(run.taskId);
  if (definition.report.norms === 'none' || !table || !isProvisionalNormsTask(run.taskId)) {
    return none('no-norms');
  }
  const tableScale = provisionalNormsScale(run.taskId);
  if (definition.scoring.normable(run) !== 'yes' || tableScale.score !== definition.scoring.scale) {
    return none('scale-mismatch');
  }
  if (definition.scoring.timeLimitSeconds(run) !== tableScale.timeLimitSeconds) {
    return none('time-limit-mismatch');
  }
  if (score === null || !Number.isFinite(score)) return none('no-score');
  const group = referenceGroup({ grade: numericGrade(student.grade) });
  if (!group) return none('no-grade');

  const percentileAt = (value: number) => oneDecimal(percentileOf(value, table, group));
  const standardScoreAt = (value: number) => standardScoreOf(value, table, group);
  const percentile = percentileAt(score);
  const level = supportLevel({ grade: group.grade, percentile, score, normed: true, table });
  return {
    percentile,
    percentileBand: scoreBand ? mapBand(scoreBand, percentileAt) : null,
    standardScore: standardScoreAt(score),
    standardScoreBand: scoreBand ? mapBand(scoreBand, standardScoreAt) : null,
    supportLevel: isNormedLevel(level) ? level : null,
    normsVersion: table.version,
    normsKind: table.kind,
    grade: student.grade,
    normGroupGrade: group.grade,
    noNormsReason: null,
  };
}
