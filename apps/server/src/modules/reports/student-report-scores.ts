import {
  ComputedScoresSchema,
  RawScoresSchema,
  type ComputedScores,
  type HistoryPoint,
  type StudentReportTask,
} from '@roar/contracts';
import type { AssignmentAssessment, ScoreHistoryRow, ScoredRunRow } from '@roar/db';
import { assessmentStatus, isNormedTask } from './report-cells.ts';

/**
 * Pure parts of the individual score report: the report order of the assessments and the stored
 * score rows as the report shows them.
 */

/**
 * The assignment's assessments in the administration's order (position). An assessment the
 * administration no longer lists (edited after assignment) keeps its place after the others.
 */
export function inAdministrationOrder<A extends { taskId: string; variantId: string }>(
  assessments: readonly A[],
  order: readonly { taskId: string; variantId: string }[],
): A[] {
  const rank = (a: A) => {
    const exact = order.findIndex((o) => o.taskId === a.taskId && o.variantId === a.variantId);
    if (exact >= 0) return exact;
    const sameTask = order.findIndex((o) => o.taskId === a.taskId);
    return sameTask >= 0 ? sameTask : order.length;
  };
  return assessments
    .map((a, index) => ({ a, index, rank: rank(a) }))
    .sort((x, y) => x.rank - y.rank || x.index - y.index)
    .map((x) => x.a);
}

/** The composite scores stored with a run, or null when they do not parse. */
export function compositeOf(computed: Record<string, unknown> | null): ComputedScores | null {
  const parsed = ComputedScoresSchema.safeParse(computed?.composite);
  return parsed.success ? parsed.data : null;
}

/** The best run of an assessment as the report shows it. */
export function reportRun(row: ScoredRunRow): NonNullable<StudentReportTask['run']> {
  const raw = RawScoresSchema.safeParse(row.raw ?? {});
  return {
    runId: row.runId,
    completedAt: row.completedAt?.toISOString() ?? null,
    reliable: row.reliable,
    engagementFlags: row.engagementFlags,
    timeAccommodation: row.timeAccommodation,
    // A stored score that no longer parses still shows as a completed run without a score.
    composite: compositeOf(row.computed) ?? { rawScore: null },
    raw: raw.success ? raw.data : {},
  };
}

/** One task of the report, without its run's scores while the task is not completed. */
export function reportTask(
  assessment: AssignmentAssessment,
  names: { name: string; publicName: string | null },
  run: ScoredRunRow | undefined,
): StudentReportTask {
  return {
    taskId: assessment.taskId,
    name: names.name,
    publicName: names.publicName,
    normed: isNormedTask(assessment.taskId),
    optional: assessment.optional,
    status: assessmentStatus(assessment),
    run: run ? reportRun(run) : null,
  };
}

/** A point of the history chart; `current` marks the run of the report's administration. */
export function historyPoint(
  row: ScoreHistoryRow,
  administrationNames: ReadonlyMap<string, string>,
  administrationId: string,
): HistoryPoint {
  const composite = compositeOf(row.computed);
  return {
    administrationId: row.administrationId,
    administrationName: row.administrationId
      ? (administrationNames.get(row.administrationId) ?? null)
      : null,
    completedAt: row.completedAt.toISOString(),
    rawScore: composite?.rawScore ?? null,
    percentile: composite?.percentile ?? null,
    standardScore: composite?.standardScore ?? null,
    supportLevel: composite?.supportLevel ?? null,
    current: row.administrationId === administrationId,
  };
}
