import {
  resolveAssessment,
  type AssessmentConditions,
  type ConditionSubject,
} from '@roar/contracts';
import type { AssignmentAssessment } from '@roar/db';

/** One assessment of an administration, as materialisation needs it. */
export interface PlannedAssessment {
  taskId: string;
  variantId: string;
  conditions: AssessmentConditions | null;
}

/** An assessment's state with every field present, in one key order (jsonb reorders keys). */
export function normalizeAssessment(a: AssignmentAssessment): Required<AssignmentAssessment> {
  return {
    taskId: a.taskId,
    variantId: a.variantId,
    optional: a.optional,
    startedOn: a.startedOn ?? null,
    completedOn: a.completedOn ?? null,
    runId: a.runId ?? null,
    allRunIds: a.allRunIds ?? [],
    allowRetake: a.allowRetake ?? false,
  };
}

/** Whether two assessment lists hold the same state. */
export const sameAssessments = (
  a: readonly AssignmentAssessment[],
  b: readonly AssignmentAssessment[],
): boolean =>
  JSON.stringify(a.map(normalizeAssessment)) === JSON.stringify(b.map(normalizeAssessment));

/** Whether a participant has begun this assessment (a started one is never thrown away). */
export const isStarted = (a: AssignmentAssessment): boolean => Boolean(a.startedOn);

/**
 * The assessments a student holds in an administration: those its conditions assign to them, in
 * the administration's order, keeping the state (dates, runs, retake flag) of any they held
 * before. An assessment no longer assigned is dropped unless started; a started one is kept,
 * marked optional so it no longer blocks completion. A started assessment keeps the variant it
 * was started with.
 */
export function planAssessments(
  planned: readonly PlannedAssessment[],
  previous: readonly AssignmentAssessment[],
  subject: ConditionSubject,
): AssignmentAssessment[] {
  const before = new Map(previous.map((a) => [a.taskId, a]));
  const result: AssignmentAssessment[] = [];
  for (const p of planned) {
    const held = before.get(p.taskId);
    before.delete(p.taskId);
    const { assigned, optional } = resolveAssessment(p.conditions, subject);
    if (assigned) {
      result.push(
        held
          ? {
              ...normalizeAssessment(held),
              variantId: isStarted(held) ? held.variantId : p.variantId,
              optional,
            }
          : {
              taskId: p.taskId,
              variantId: p.variantId,
              optional,
              startedOn: null,
              completedOn: null,
              runId: null,
              allRunIds: [],
              allowRetake: false,
            },
      );
    } else if (held && isStarted(held)) {
      result.push({ ...normalizeAssessment(held), optional: true });
    }
  }
  for (const held of before.values()) {
    if (isStarted(held)) result.push({ ...normalizeAssessment(held), optional: true });
  }
  return result;
}

/**
 * Whether an assignment is complete: every required assessment completed and at least one
 * assessment completed (an assignment of optional assessments only completes with the first).
 */
export function isAssignmentComplete(list: readonly AssignmentAssessment[]): boolean {
  return list.some((a) => a.completedOn) && list.every((a) => a.optional || Boolean(a.completedOn));
}

/** The assignment's own dates from its assessments, keeping dates already recorded. */
export function assignmentDates(
  list: readonly AssignmentAssessment[],
  recorded: { startedOn: Date | null; completedOn: Date | null } | undefined,
  now: Date,
): { startedOn: Date | null; completedOn: Date | null } {
  const starts = list.flatMap((a) => (a.startedOn ? [a.startedOn] : [])).sort();
  const startedOn = recorded?.startedOn ?? (starts[0] ? new Date(starts[0]) : null);
  const completedOn = isAssignmentComplete(list) ? (recorded?.completedOn ?? now) : null;
  return { startedOn, completedOn };
}
