import {
  ADMIN_WRITE_PERMISSIONS,
  hasPermission,
  type AccessTokenPayload,
  type Permission,
} from '@roar/contracts';
import { EVERYTHING, findCurrentMemberships, type Db, type OrgScope } from '@roar/db';
import { today } from '../../lib/day.ts';
import { forbidden } from '../../lib/errors.ts';

/**
 * Where the caller may use a write permission (docs/decisions/022-write-permissions.md):
 * everywhere for a super admin; otherwise the organisations, and their descendants, of the
 * caller's current `admin` memberships whose type grants it (a district for activation codes; a
 * district or school for users and organisations). Empty without the permission in the token.
 *
 * Unlike the read scope it comes from the memberships of today, not the token's claims: a class
 * teacher who also runs another school writes only in that school, and a revoked administrator
 * stops writing at once.
 */
export async function writeScopeOf(
  db: Db,
  auth: AccessTokenPayload,
  permission: Permission,
  now = new Date(),
): Promise<OrgScope> {
  if (auth.super_admin) return EVERYTHING;
  const none: OrgScope = { all: false, rootOrgIds: [] };
  if (!hasPermission(auth.perms, permission, () => undefined)) return none;
  const current = await findCurrentMemberships(db, auth.sub, today(now));
  const rootOrgIds = current
    .filter((m) => m.role === 'admin' && ADMIN_WRITE_PERMISSIONS[m.orgType]?.includes(permission))
    .map((m) => m.orgId);
  return { all: false, rootOrgIds };
}

/**
 * The refusal for a record the caller may read but not change: a 403, since its existence is no
 * secret to them (a record they may not read stays a 404).
 */
export const readOnlyHere = () => forbidden('You may read this, but not change it.');
