import {
  REJECTED_TRIALS_FLAG,
  type AccessTokenPayload,
  type RejectedTrials,
  type UploadResult,
} from '@roar/contracts';
import { findClashingTrials, hasRejectedTrials, insertRejectedTrials, type Db } from '@roar/db';
import type { RunScoring } from '@roar/tasks/registry';
import { writableRun, type RunDatabases } from './run-access.ts';
import { openRun } from './upload.ts';

/**
 * Records the trials a device reports as refused for good (`trial_invalid`) before dropping them,
 * authorised like trial uploads (the caller's own started run, or one they launch for),
 * idempotently by trial id. A reported trial that is stored in the run after all (the same id)
 * is ignored: the run holds its answer.
 */
export async function reportRejectedTrials(
  dbs: RunDatabases,
  params: { auth: AccessTokenPayload; runId: string; report: RejectedTrials },
): Promise<UploadResult> {
  await writableRun(dbs, params.auth, params.runId);
  const reported = [...new Map(params.report.trials.map((t) => [t.id, t])).values()];
  const accepted = await dbs.app.transaction(async (tx) => {
    const run = await openRun(tx, params.runId);
    const stored = await findClashingTrials(tx, {
      run,
      ids: reported.map((t) => t.id),
      trialIndexes: [],
    });
    const storedIds = new Set(stored.filter((t) => t.runId === run.id).map((t) => t.id));
    return insertRejectedTrials(
      tx,
      reported
        .filter((t) => !storedIds.has(t.id))
        .map((t) => ({
          runId: run.id,
          trialId: t.id,
          districtId: run.districtId,
          trialIndex: t.trialIndex,
          code: params.report.code,
        })),
    );
  });
  return { accepted, duplicates: params.report.trials.length - accepted };
}

/**
 * A run's scoring with the `rejectedTrials` flag when the device reported refused trials: such a
 * run is missing answers nobody can score, so it is never reliable (ADR 020).
 */
export async function withRejectedTrials(
  tx: Db,
  runId: string,
  scoring: RunScoring,
): Promise<RunScoring> {
  if (!(await hasRejectedTrials(tx, runId))) return scoring;
  return {
    ...scoring,
    reliable: false,
    engagementFlags: [...scoring.engagementFlags, REJECTED_TRIALS_FLAG],
  };
}
