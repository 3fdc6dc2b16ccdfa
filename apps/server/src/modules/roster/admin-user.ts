import {
  DemographicsSchema,
  PERMISSIONS as P,
  type AccessTokenPayload,
  type AdminUser,
  type Demographics,
} from '@roar/contracts';
import {
  findScopedMemberships,
  findUserById,
  isUserInOrgScope,
  type Db,
  type User,
} from '@roar/db';
import { notFound } from '../../lib/errors.ts';
import { today } from '../../lib/day.ts';
import { scopeOf } from '../access/scope.ts';
import { readOnlyHere, writeScopeOf } from '../access/write-scope.ts';

/** The demographics stored on a user, as the contract reads them (unknown shapes read as empty). */
export function demographicsOf(user: Pick<User, 'demographics'>): Demographics {
  const parsed = DemographicsSchema.safeParse(user.demographics ?? {});
  return parsed.success ? parsed.data : {};
}

/** Drops empty values so the stored record holds only what is known. */
export function compactDemographics(values: Demographics): Demographics {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && !value.trim()) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    kept[key] = value;
  }
  return kept as Demographics;
}

/** Users as the administration screens see them, with their memberships inside the scope. */
export async function toAdminUsers(
  db: Db,
  auth: AccessTokenPayload,
  rows: readonly User[],
  now = new Date(),
): Promise<AdminUser[]> {
  const memberships = await findScopedMemberships(
    db,
    rows.map((u) => u.id),
    scopeOf(auth),
    today(now),
  );
  return rows.map((user) => ({
    id: user.id,
    username: user.username,
    email: user.email,
    name: { first: user.nameFirst, middle: user.nameMiddle, last: user.nameLast },
    userType: user.userType,
    grade: user.grade,
    dateOfBirth: user.dateOfBirth,
    demographics: demographicsOf(user),
    // Letters home are about students; an adult's is never set (user-edit.ts ignores it).
    homeLocale: user.userType === 'student' ? user.homeLocale : null,
    timeAccommodation: user.userType === 'student' ? user.timeAccommodation : 'none',
    archived: user.archivedAt !== null,
    memberships: memberships
      .filter((m) => m.userId === user.id)
      .map(({ orgId, orgType, orgName, role }) => ({ orgId, orgType, orgName, role })),
  }));
}

/**
 * The user an administrator wants to change, when they may: a super admin any user; an
 * administrator only users currently in their organisations (never a super admin), else 404
 * exactly like an unknown id; and of those only users inside their write scope for Users.UPDATE
 * (docs/decisions/022-write-permissions.md), else 403: a teacher reads their class's students
 * but does not change them.
 */
export async function findManageableUser(
  db: Db,
  auth: AccessTokenPayload,
  userId: string,
  now = new Date(),
): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('No such user.');
  if (auth.super_admin) return user;
  if (user.superAdmin || !(await isUserInOrgScope(db, user.id, scopeOf(auth), today(now)))) {
    throw notFound('No such user.');
  }
  const writable = await writeScopeOf(db, auth, P.Users.UPDATE, now);
  if (!(await isUserInOrgScope(db, user.id, writable, today(now)))) throw readOnlyHere();
  return user;
}
