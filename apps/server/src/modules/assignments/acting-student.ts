import { PERMISSIONS, hasPermission, type AccessTokenPayload } from '@roar/contracts';
import { findUserById, isUserInOrgScope, type Db, type User } from '@roar/db';
import { today } from '../../lib/day.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { scopeOf } from '../access/scope.ts';

/**
 * The participant a request acts for: the caller, or in launch mode (`launchId`) the student a
 * launcher starts assessments for. Launching needs Tasks.LAUNCH (or super admin) and the student
 * inside the launcher's scope; anything else answers 404, as if the student did not exist.
 */
export async function actingStudent(
  db: Db,
  auth: AccessTokenPayload,
  launchId: string | undefined,
  now: Date,
): Promise<User> {
  if (launchId === undefined || launchId === auth.sub) {
    const self = await findUserById(db, auth.sub);
    if (!self || self.archivedAt) throw new AppError('unauthenticated', 'Sign-in required.');
    return self;
  }
  const mayLaunch =
    auth.super_admin || hasPermission(auth.perms, PERMISSIONS.Tasks.LAUNCH, () => undefined);
  if (!mayLaunch || !(await isUserInOrgScope(db, launchId, scopeOf(auth), today(now)))) {
    throw notFound('No such student.');
  }
  const student = await findUserById(db, launchId);
  if (!student || student.archivedAt || student.userType !== 'student') {
    throw notFound('No such student.');
  }
  return student;
}
