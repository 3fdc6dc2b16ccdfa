import {
  NORMED_SUPPORT_LEVELS,
  catalogueTask,
  defaultVariantParams,
  type ComputedScores,
  type NoNormsReason,
  type NormedSupportLevel,
} from '@roar/contracts';
import {
  isProvisionalNormsTask,
  numericGrade,
  percentileOf,
  provisionalNorms,
  provisionalNormsScale,
  referenceGroup,
  standardScoreOf,
  supportLevel,
} from '@roar/scoring';
import { isBlockTask, scoringKindOf, type ScoringKind } from './task-scoring.ts';

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
    | 'standardScore'
    | 'supportLevel'
    | 'normsVersion'
    | 'normsKind'
    | 'grade'
    | 'normGroupGrade'
    | 'noNormsReason'
  >
>;

/** The headline score a run produces: its scale and, for timed tasks, the time limit. */
interface RunScale {
  /** `count-of-some-parts`: a count over fewer subtests than the tables assume. */
  score: 'roar-score' | 'net-correct' | 'count' | 'count-of-some-parts';
  timeLimitSeconds: number | null;
}

const SCALE_OF_KIND: Record<ScoringKind, RunScale['score']> = {
  adaptive: 'roar-score',
  sentence: 'net-correct',
  count: 'count',
};

/** The run's time limit: its variant's, else the catalogue default the game plays with. */
function timeLimitSecondsOf(taskId: string, params: Record<string, unknown>): number | null {
  const entry = catalogueTask(taskId);
  const value = params.timeLimitSeconds ?? (entry && defaultVariantParams(entry).timeLimitSeconds);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Phoneme subtests the tables count: a variant giving fewer has no place in them. */
const PHONEME_SUBTESTS = 3;

function runScaleOf(taskId: string, params: Record<string, unknown>): RunScale {
  const kind = SCALE_OF_KIND[scoringKindOf(taskId)];
  const partial =
    isBlockTask(taskId) &&
    Array.isArray(params.subtests) &&
    new Set(params.subtests).size < PHONEME_SUBTESTS;
  const score = partial ? 'count-of-some-parts' : kind;
  return {
    score,
    timeLimitSeconds: score === 'net-correct' ? timeLimitSecondsOf(taskId, params) : null,
  };
}

const isNormedLevel = (level: string | null): level is NormedSupportLevel =>
  (NORMED_SUPPORT_LEVELS as readonly (string | null)[]).includes(level);

/** Percentiles are stored with one decimal; the support level is read from the stored value. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The norm-referenced scores of a run's headline score (scoring.md sections 2-4), a pure
 * function of the task, its variant's params, the score and the student's grade at completion.
 *
 * Scores are computed only when the score is on the table's scale: the phoneme tables (pa,
 * pa-es) count correct answers over all three subtests, so a variant that gives fewer gets nulls
 * ('scale-mismatch'). Sentence tables
 * hold correct - incorrect in 180 s; a run with another time limit gets nulls
 * ('time-limit-mismatch') rather than a prorated score, because scoring.md states no rule to
 * convert scores between time limits (the original equates forms, it does not prorate).
 *
 * The reference group is the table's grade group: grades below kindergarten use the K group and
 * grades above 12 the grade-12 group (norms.ts). Grades K-5 get the support level from the
 * percentile, grades 6-12 from the table's grade-3 and grade-5 benchmarks.
 */
export function normScores(
  task: { taskId: string; params: Record<string, unknown> },
  score: number | null,
  student: ScoredStudent,
): NormScores {
  const none = (reason: NoNormsReason): NormScores => ({
    percentile: null,
    standardScore: null,
    supportLevel: null,
    normsVersion: null,
    normsKind: null,
    grade: student.grade,
    normGroupGrade: null,
    noNormsReason: reason,
  });
  const table = provisionalNorms(task.taskId);
  if (!table || !isProvisionalNormsTask(task.taskId)) return none('no-norms');
  const tableScale = provisionalNormsScale(task.taskId);
  const runScale = runScaleOf(task.taskId, task.params);
  if (runScale.score !== tableScale.score) return none('scale-mismatch');
  if (runScale.timeLimitSeconds !== tableScale.timeLimitSeconds) {
    return none('time-limit-mismatch');
  }
  if (score === null || !Number.isFinite(score)) return none('no-score');
  const group = referenceGroup({ grade: numericGrade(student.grade) });
  if (!group) return none('no-grade');

  const percentile = oneDecimal(percentileOf(score, table, group));
  const level = supportLevel({ grade: group.grade, percentile, score, normed: true, table });
  return {
    percentile,
    standardScore: standardScoreOf(score, table, group),
    supportLevel: isNormedLevel(level) ? level : null,
    normsVersion: table.version,
    normsKind: table.kind,
    grade: student.grade,
    normGroupGrade: group.grade,
    noNormsReason: null,
  };
}
