import type { AccessTokenPayload, RunDetail } from '@roar/contracts';
import { findScoreOfRun } from '@roar/db';
import { readableRun, type RunDatabases } from './run-access.ts';
import { toRunDetail } from './run-view.ts';

/** A run with its scores, for its owner, a launcher or an administrator of the student. */
export async function readRun(
  dbs: RunDatabases,
  auth: AccessTokenPayload,
  runId: string,
): Promise<RunDetail> {
  const run = await readableRun(dbs, auth, runId);
  return toRunDetail(run, await findScoreOfRun(dbs.app, run.id));
}
