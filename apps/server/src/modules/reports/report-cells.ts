import type { ReportCell, ReportRow, ReportStatus } from '@roar/contracts';
import type { AssignmentAssessment, ReportScore, ReportStudentRow } from '@roar/db';
import { provisionalNorms } from '@roar/scoring';

/** Whether a task has norms: percentiles, standard scores and support levels. */
export function isNormedTask(taskId: string): boolean {
  return provisionalNorms(taskId) !== null;
}

/**
 * What the report tables show for one assessment of one student. The status rule matches the SQL
 * the filters use (ASSESSMENT_STATUS in packages/db report-sql.ts): optional wins, then the
 * completion date, then the start date (docs/product/states.md section 11).
 */
export function assessmentStatus(assessment: AssignmentAssessment): ReportStatus {
  if (assessment.optional) return 'optional';
  if (assessment.completedOn) return 'completed';
  if (assessment.startedOn) return 'started';
  return 'assigned';
}

/** A progress cell: the status only. */
export function progressCell(assessment: AssignmentAssessment): ReportCell {
  return { status: assessmentStatus(assessment), optional: assessment.optional === true };
}

/** A stored band (scoring.md section 8) when both its ends are known. */
const band = (low: number | null | undefined, high: number | null | undefined) =>
  low != null && high != null ? { low, high } : null;

/**
 * A score cell: the status and the best run's scores from the read model. An optional
 * assessment shows the 'optional' level whatever its score (docs/product/scoring.md section 4).
 */
export function scoreCell(
  assessment: AssignmentAssessment,
  score: ReportScore | undefined,
): ReportCell {
  const optional = assessment.optional === true;
  return {
    status: assessmentStatus(assessment),
    optional,
    runId: score?.runId ?? null,
    rawScore: score?.rawScore ?? null,
    percentCorrect: score?.percentCorrect ?? null,
    percentile: score?.percentile ?? null,
    standardScore: score?.standardScore ?? null,
    rawScoreBand: band(score?.rawScoreLow, score?.rawScoreHigh),
    percentileBand: band(score?.percentileLow, score?.percentileHigh),
    standardScoreBand: band(score?.standardScoreLow, score?.standardScoreHigh),
    supportLevel: optional ? 'optional' : (score?.supportLevel ?? null),
    normsKind: score?.normsKind ?? null,
    reliable: score?.reliable ?? null,
    engagementFlags: score?.engagementFlags ?? [],
    timeAccommodation: score?.timeAccommodation ?? 'none',
    measures: score?.measures ?? null,
    completedOn: assessment.completedOn ?? null,
  };
}

/** A table row: the student and one cell per assessment of their assignment. */
export function reportRow(row: ReportStudentRow, withScores: boolean): ReportRow {
  const scores = new Map(row.scores.map((s) => [s.taskId, s]));
  const tasks: Record<string, ReportCell> = {};
  for (const a of row.assessments) {
    tasks[a.taskId] = withScores ? scoreCell(a, scores.get(a.taskId)) : progressCell(a);
  }
  return {
    userId: row.userId,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    grade: row.grade,
    schoolName: row.schoolName,
    tasks,
  };
}
