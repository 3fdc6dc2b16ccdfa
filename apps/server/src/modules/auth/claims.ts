import {
  ROLES,
  permissionsFor,
  pluralCollection,
  type Claims,
  type Permission,
  type Role,
} from '@roar/contracts';
import { findCurrentMemberships, type Db, type User } from '@roar/db';
import { today } from '../../lib/day.ts';

const ADMIN_MEMBERSHIP_ROLES = new Set(['admin', 'teacher']);

/**
 * The token claims of a user (docs/product/data.md section 4), from the account and its current
 * memberships: `minimalAdminOrgs` lists the organisations the user administers (admin or teacher
 * memberships; launch admins and parents: the organisations they launch for), keyed by plural
 * collection name.
 */
export async function computeClaims(
  db: Db,
  user: User,
  now = new Date(),
): Promise<{ claims: Claims; role: Role; permissions: Permission[] }> {
  const current = await findCurrentMemberships(db, user.id, today(now));
  const minimalAdminOrgs: Record<string, string[]> = {};
  const isLauncher = user.userType === 'launch_admin' || user.userType === 'parent';
  for (const m of current) {
    const administers = ADMIN_MEMBERSHIP_ROLES.has(m.role);
    const launchesFor = isLauncher && (m.role === 'launch_admin' || m.role === 'parent');
    if (!administers && !launchesFor) continue;
    const key = pluralCollection(m.orgType);
    (minimalAdminOrgs[key] ??= []).push(m.orgId);
  }
  const administersAny = current.some((m) => ADMIN_MEMBERSHIP_ROLES.has(m.role));
  const role: Role = user.superAdmin
    ? ROLES.SUPER_ADMIN
    : isLauncher
      ? ROLES.LAUNCH_ADMIN
      : administersAny
        ? ROLES.ADMIN
        : ROLES.PARTICIPANT;
  const claims: Claims = {
    super_admin: user.superAdmin,
    role,
    minimalAdminOrgs,
    roarUid: user.id,
    admin: user.superAdmin || role === ROLES.ADMIN,
  };
  // Writes come from `admin` memberships of schools and districts (docs/decisions/022-write-permissions.md).
  const adminOrgTypes = current.filter((m) => m.role === 'admin').map((m) => m.orgType);
  return { claims, role, permissions: permissionsFor(role, adminOrgTypes) };
}
