import type { AccessTokenPayload, AdminUser, UpdateUserRequest } from '@roar/contracts';
import {
  deleteSecondFactor,
  findCurrentMemberships,
  insertAuditEntry,
  revokeUserSessions,
  setUserArchivedAt,
  updateUserAdminFields,
  type Db,
  type User,
  type UserAdminChanges,
} from '@roar/db';
import { today } from '../../lib/day.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { afterMembershipChange } from '../assignments/membership-events.ts';
import { setPupilPassword } from '../auth/pupil-password.ts';
import { compactDemographics, findManageableUser, toAdminUsers } from './admin-user.ts';

interface EditContext {
  db: Db;
  auth: AccessTokenPayload;
  ip?: string;
  now?: Date;
}

/**
 * An administrator changes a user's names, grade, date of birth, demographics or (students only:
 * ignored for adults) the locale of letters to the family and the time accommodation. Students keep a grade and a date of
 * birth; a date of birth is never in the future. A grade change re-evaluates the student's
 * assignments in the same transaction.
 */
export async function updateUserByAdmin(
  ctx: EditContext,
  userId: string,
  request: UpdateUserRequest,
): Promise<AdminUser> {
  const now = ctx.now ?? new Date();
  const user = await findManageableUser(ctx.db, ctx.auth, userId, now);
  const changes: Partial<UserAdminChanges> = {};
  if (request.name) {
    changes.nameFirst = request.name.first;
    changes.nameMiddle = request.name.middle || null;
    changes.nameLast = request.name.last || null;
  }
  if (request.grade !== undefined) changes.grade = request.grade;
  if (request.dateOfBirth !== undefined) changes.dateOfBirth = request.dateOfBirth;
  if (request.demographics) changes.demographics = compactDemographics(request.demographics);
  if (request.homeLocale !== undefined && user.userType === 'student') {
    changes.homeLocale = request.homeLocale;
  }
  if (request.timeAccommodation !== undefined && user.userType === 'student') {
    changes.timeAccommodation = request.timeAccommodation;
  }

  const grade = changes.grade === undefined ? user.grade : changes.grade;
  const dateOfBirth = changes.dateOfBirth === undefined ? user.dateOfBirth : changes.dateOfBirth;
  const problems: Record<string, string> = {};
  if (dateOfBirth && dateOfBirth > today(now)) problems.dateOfBirth = 'future_date';
  if (user.userType === 'student') {
    if (!grade) problems.grade = 'required';
    if (!dateOfBirth) problems.dateOfBirth ??= 'required';
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError('validation_failed', 'The user could not be saved.', problems);
  }

  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateUserAdminFields(tx, user.id, changes);
    if (!row) throw notFound('No such user.');
    if (grade !== user.grade) await afterMembershipChange(tx, [user.id], now);
    await insertAuditEntry(tx, {
      actorUserId: ctx.auth.sub,
      action: 'user.update',
      targetType: 'user',
      targetId: user.id,
      districtId: user.districtId,
      details: { fields: Object.keys(changes) },
      ip: ctx.ip ?? null,
    });
    return row;
  });
  const [shown] = await toAdminUsers(ctx.db, ctx.auth, [updated], now);
  return shown!;
}

/**
 * Archives a user (they can no longer sign in and their sessions end; their records stay for
 * reports) or restores them. Nobody archives their own account.
 */
/**
 * Ends every signed-in session of a user the caller may write (ASVS 7.4.5): a lost tablet, a
 * shared password. Their access tokens stop working on the next request; they can sign in again.
 */
export async function endUserSessions(ctx: EditContext, userId: string): Promise<void> {
  const now = ctx.now ?? new Date();
  const user = await findManageableUser(ctx.db, ctx.auth, userId, now);
  await ctx.db.transaction(async (tx) => {
    await revokeUserSessions(tx, user.id, now);
    await insertAuditEntry(tx, {
      actorUserId: ctx.auth.sub,
      action: 'user.sign_out_everywhere',
      targetType: 'user',
      targetId: user.id,
      districtId: user.districtId,
      ip: ctx.ip ?? null,
    });
  });
}

/**
 * Someone who lost the phone with their authenticator app and their recovery codes asks an
 * administrator: the app is forgotten and every session ends, so the next sign-in sets up a new
 * one where it is required (ADR 031). Audited. The scope rule is that of sign-out, narrowed: never
 * one's own (the profile turns it off, with its own checks), and an administrator's (or a super
 * administrator's) only by a super administrator, so no administrator can strip a peer's.
 */
export async function resetUserSecondFactor(ctx: EditContext, userId: string): Promise<void> {
  const now = ctx.now ?? new Date();
  const user = await findManageableUser(ctx.db, ctx.auth, userId, now);
  if (user.id === ctx.auth.sub) {
    throw new AppError('conflict', 'Turn your own two-step sign-in off in your profile.');
  }
  if (!ctx.auth.super_admin) {
    const memberships = await findCurrentMemberships(ctx.db, user.id, today(now));
    if (user.superAdmin || memberships.some((m) => m.role === 'admin')) {
      throw new AppError(
        'forbidden',
        'Only a super administrator can reset the two-step sign-in of an administrator.',
      );
    }
  }
  await ctx.db.transaction(async (tx) => {
    const had = await deleteSecondFactor(tx, user.id);
    await revokeUserSessions(tx, user.id, now);
    await insertAuditEntry(tx, {
      actorUserId: ctx.auth.sub,
      action: 'user.second_factor_reset',
      targetType: 'user',
      targetId: user.id,
      districtId: user.districtId,
      details: { hadAuthenticator: had },
      ip: ctx.ip ?? null,
    });
  });
}

/**
 * An administrator sets a new password for a pupil they may change (a leaked or forgotten one):
 * the scope rule is that of sign-out; the rules, the store, the revocation and the audit entry are
 * those of setPupilPassword. Answers the pupil, whose sign-in identifiers the caller then clears
 * from the sign-in throttle.
 */
export async function setPupilPasswordByAdmin(
  ctx: EditContext,
  userId: string,
  password: string,
): Promise<User> {
  const now = ctx.now ?? new Date();
  const user = await findManageableUser(ctx.db, ctx.auth, userId, now);
  await setPupilPassword(ctx.db, {
    actorUserId: ctx.auth.sub,
    pupil: user,
    password,
    ip: ctx.ip,
    now,
  });
  return user;
}

export async function setUserArchived(
  ctx: EditContext,
  userId: string,
  archived: boolean,
): Promise<AdminUser> {
  const now = ctx.now ?? new Date();
  const user = await findManageableUser(ctx.db, ctx.auth, userId, now);
  if (archived && user.id === ctx.auth.sub) {
    throw new AppError('conflict', 'You cannot archive your own account.');
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await setUserArchivedAt(tx, user.id, archived ? (user.archivedAt ?? now) : null);
    if (!row) throw notFound('No such user.');
    // Signed-in browsers of an archived user lose their sessions at once, not at the next refresh.
    if (archived) await revokeUserSessions(tx, user.id, now);
    await insertAuditEntry(tx, {
      actorUserId: ctx.auth.sub,
      action: archived ? 'user.archive' : 'user.unarchive',
      targetType: 'user',
      targetId: user.id,
      districtId: user.districtId,
      ip: ctx.ip ?? null,
    });
    return row;
  });
  const [shown] = await toAdminUsers(ctx.db, ctx.auth, [updated], now);
  return shown!;
}
