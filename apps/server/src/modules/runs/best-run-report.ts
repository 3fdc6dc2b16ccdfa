import { findRunsOfAssessment, findScoreOfRun, lockAssignment, upsertReportScore } from '@roar/db';
import { recordRun } from '../assignments/record-run.ts';
import { reportScoreFields } from '../reports/report-score-row.ts';
import { chooseBestRun } from './best-run.ts';
import type { RunDatabases } from './run-access.ts';

/**
 * Points an assessment of an assignment at its best run, allowing a retake while no completed run
 * is reliable, and copies the best run's scores to the report read model (ADR 018), whose counts
 * follow (ADR 040). Run after a completion and after a rescoring; idempotent.
 */
export async function recordBestRun(
  dbs: RunDatabases,
  params: { userId: string; administrationId: string; taskId: string },
  now: Date,
): Promise<void> {
  const { userId, administrationId, taskId } = params;
  const best = chooseBestRun(
    await findRunsOfAssessment(dbs.app, { userId, administrationId, taskId }),
  );
  if (!best) return;
  const score = await findScoreOfRun(dbs.app, best.id);
  await dbs.admin.transaction(async (tx) => {
    await recordRun(tx, {
      userId,
      administrationId,
      taskId,
      runId: best.id,
      allowRetake: best.reliable !== true,
    });
    // The report read model (ADR 018), under the assignment's lock taken by recordRun.
    const assignment = await lockAssignment(tx, { userId, administrationId });
    if (!assignment) return;
    await upsertReportScore(
      tx,
      {
        assignmentId: assignment.id,
        taskId,
        administrationId,
        userId,
        districtId: assignment.districtId,
        ...reportScoreFields(best, score),
      },
      now,
    );
  });
}
