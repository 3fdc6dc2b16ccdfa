import { PERMISSIONS as P, hasPermission, type AccessTokenPayload } from '@roar/contracts';
import { isStudentInOrgScope, isUserInOrgScope, type Db } from '@roar/db';
import { today } from '../../lib/day.ts';
import { scopeOf } from '../access/scope.ts';

/**
 * Whether the caller may read a user's record (docs/product/roles-and-permissions.md section 7):
 * their own; any for a super admin; anyone belonging to their organisations when they may list
 * users (administrators and teachers); otherwise (launch administrators, parents) only the students
 * they may launch, never the staff of the organisations they launch for.
 */
export async function mayReadUser(
  db: Db,
  auth: AccessTokenPayload,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  if (auth.sub === userId || auth.super_admin) return true;
  const scope = scopeOf(auth);
  if (hasPermission(auth.perms, P.Users.LIST, () => undefined)) {
    return isUserInOrgScope(db, userId, scope, today(now));
  }
  return isStudentInOrgScope(db, userId, scope, today(now));
}
