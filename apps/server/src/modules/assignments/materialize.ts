import type { AssessmentConditions } from '@roar/contracts';
import {
  deleteAssignments,
  findAdministrationAssessments,
  findAssignmentsOfAdministration,
  findTargetStudents,
  lockAdministration,
  upsertAssignments,
  type AssignmentWrite,
  type Db,
} from '@roar/db';
import { today } from '../../lib/day.ts';
import {
  assignmentDates,
  isStarted,
  normalizeAssessment,
  planAssessments,
  sameAssessments,
  type PlannedAssessment,
} from './plan.ts';

export interface MaterializeResult {
  written: number;
  deleted: number;
}

const sameDate = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Brings the assignments of an administration in line with its organisations, assessments and
 * conditions, inside the caller's transaction: every student it targets (a current student or
 * child membership in one of its organisations or their descendants) holds one assignment with
 * the assessments their conditions give them; students no longer targeted lose their assignment
 * unless they started something in it (no work is lost). `userIds` limits the work to those
 * users (membership changes). The administration's row stays locked until the transaction ends,
 * so concurrent edits and joins are applied one after the other.
 */
export async function materializeAdministration(
  tx: Db,
  administrationId: string,
  now: Date = new Date(),
  options: { userIds?: readonly string[] } = {},
): Promise<MaterializeResult> {
  const administration = await lockAdministration(tx, administrationId);
  if (!administration) return { written: 0, deleted: 0 };
  const { userIds } = options;
  const planned: PlannedAssessment[] = (
    await findAdministrationAssessments(tx, [administrationId])
  ).map((a) => ({
    taskId: a.taskId,
    variantId: a.variantId,
    conditions: a.conditions as AssessmentConditions | null,
  }));
  const students = administration.archivedAt
    ? []
    : await findTargetStudents(tx, { administrationId, day: today(now), userIds });
  const existing = new Map(
    (await findAssignmentsOfAdministration(tx, { administrationId, userIds })).map((a) => [
      a.userId,
      a,
    ]),
  );

  const writes: AssignmentWrite[] = [];
  const deletions: string[] = [];
  for (const student of students) {
    const held = existing.get(student.id);
    existing.delete(student.id);
    const assessments = planAssessments(planned, held?.assessments ?? [], {
      grade: student.grade,
      locale: student.preferredLocale,
    });
    if (assessments.length === 0) {
      if (held) deletions.push(held.id);
      continue;
    }
    const dates = assignmentDates(assessments, held, now);
    const unchanged =
      held &&
      sameAssessments(held.assessments, assessments) &&
      sameDate(held.startedOn, dates.startedOn) &&
      sameDate(held.completedOn, dates.completedOn) &&
      held.districtId === student.districtId;
    if (unchanged) continue;
    writes.push({
      administrationId,
      userId: student.id,
      districtId: student.districtId,
      assessments,
      ...dates,
    });
  }
  // Students no longer targeted: keep what they started, drop the rest.
  for (const held of existing.values()) {
    const kept = held.assessments.filter(isStarted);
    if (kept.length === 0) deletions.push(held.id);
    else if (kept.length < held.assessments.length) {
      const assessments = kept.map((a) => ({ ...normalizeAssessment(a), optional: true }));
      writes.push({
        administrationId,
        userId: held.userId,
        districtId: held.districtId,
        assessments,
        ...assignmentDates(assessments, held, now),
      });
    }
  }
  await upsertAssignments(tx, writes, now);
  await deleteAssignments(tx, deletions);
  return { written: writes.length, deleted: deletions.length };
}
