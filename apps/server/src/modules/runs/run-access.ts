import { PERMISSIONS as P, hasPermission, type AccessTokenPayload } from '@roar/contracts';
import { findRunById, isUserInOrgScope, type Db, type Run } from '@roar/db';
import { today } from '../../lib/day.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { scopeOf } from '../access/scope.ts';
import { actingStudent } from '../assignments/acting-student.ts';

/** The two database handles of the run recorder: core (admin) and assessment (app). */
export interface RunDatabases {
  admin: Db;
  app: Db;
}

export const noSuchRun = () => notFound('No such run.');

/**
 * A run the caller may write to: their own, or that of a student they launch for (launch mode).
 * Anything else answers 404, as if the run did not exist.
 */
export async function writableRun(
  dbs: RunDatabases,
  auth: AccessTokenPayload,
  runId: string,
  now = new Date(),
): Promise<Run> {
  const run = await findRunById(dbs.app, runId);
  if (!run) throw noSuchRun();
  if (run.userId === auth.sub) return run;
  try {
    await actingStudent(dbs.admin, auth, run.userId, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') throw noSuchRun();
    throw error;
  }
  return run;
}

/**
 * A run the caller may read: their own, or one of a student inside their scope when they may read
 * student reports or launch for students. Anything else answers 404.
 */
export async function readableRun(
  dbs: RunDatabases,
  auth: AccessTokenPayload,
  runId: string,
  now = new Date(),
): Promise<Run> {
  const run = await findRunById(dbs.app, runId);
  if (!run) throw noSuchRun();
  if (run.userId === auth.sub) return run;
  const reader =
    auth.super_admin ||
    [P.Reports.Student.READ, P.Reports.Score.READ, P.Tasks.LAUNCH].some((p) =>
      hasPermission(auth.perms, p, () => undefined),
    );
  if (!reader || !(await isUserInOrgScope(dbs.admin, run.userId, scopeOf(auth), today(now)))) {
    throw noSuchRun();
  }
  return run;
}
