import { lockAssignment, updateAssignmentState, type Db } from '@roar/db';
import { notFound } from '../../lib/errors.ts';
import { normalizeAssessment } from './plan.ts';

/**
 * Attaches a run to an assessment of a participant's assignment, inside the caller's transaction:
 * the run is appended to `allRunIds` (once) and becomes `runId` unless `current` is false (a
 * retake in progress leaves the completed run current). `allowRetake`, when given, replaces the
 * retake flag. For the assessment runtime (modules/runs).
 */
export async function recordRun(
  tx: Db,
  params: {
    userId: string;
    administrationId: string;
    taskId: string;
    runId: string;
    current?: boolean;
    allowRetake?: boolean;
  },
): Promise<void> {
  const assignment = await lockAssignment(tx, params);
  const index = assignment?.assessments.findIndex((a) => a.taskId === params.taskId) ?? -1;
  if (!assignment || index < 0) throw notFound('No such assessment in this assignment.');
  const assessments = assignment.assessments.map((a, i) => {
    if (i !== index) return a;
    const current = normalizeAssessment(a);
    const allRunIds = current.allRunIds.includes(params.runId)
      ? current.allRunIds
      : [...current.allRunIds, params.runId];
    return {
      ...current,
      runId: params.current === false ? current.runId : params.runId,
      allRunIds,
      allowRetake: params.allowRetake ?? current.allowRetake,
    };
  });
  await updateAssignmentState(tx, assignment.id, {
    assessments,
    startedOn: assignment.startedOn,
    completedOn: assignment.completedOn,
  });
}
