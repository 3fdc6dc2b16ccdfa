import { insertAuditEntry, type Db, type User } from '@roar/db';

/**
 * A sign-in that did not succeed (any method); no actor, since who tried is not known. A wrong
 * second-factor code names its account: whoever sent it knew the account's password.
 */
export async function auditSignInFailed(
  db: Db,
  params: { method: string; reason: string; ip: string; userId?: string },
): Promise<void> {
  await insertAuditEntry(db, {
    action: 'auth.sign_in_failed',
    ...(params.userId ? { targetType: 'user', targetId: params.userId } : {}),
    details: { method: params.method, reason: params.reason },
    ip: params.ip,
  });
}

/** A rotated refresh token came back and its whole session family was revoked. */
export async function auditRefreshReuse(
  db: Db,
  params: { userId: string; familyId: string; ip: string },
): Promise<void> {
  await insertAuditEntry(db, {
    actorUserId: params.userId,
    action: 'auth.refresh_reuse_detected',
    targetType: 'session',
    targetId: params.familyId,
    ip: params.ip,
  });
}

/** A user signed out (their session family was ended). */
export async function auditSignOut(db: Db, params: { userId: string; ip: string }): Promise<void> {
  await insertAuditEntry(db, {
    actorUserId: params.userId,
    action: 'auth.sign_out',
    targetType: 'user',
    targetId: params.userId,
    ip: params.ip,
  });
}

/** A password was set with an emailed reset link (every session of the account was revoked). */
export async function auditPasswordReset(
  db: Db,
  params: { user: User; ip: string },
): Promise<void> {
  const { user } = params;
  await insertAuditEntry(db, {
    actorUserId: user.id,
    action: 'auth.password_reset',
    targetType: 'user',
    targetId: user.id,
    districtId: user.districtId,
    details: { method: 'email_link', sessionsRevoked: true },
    ip: params.ip,
  });
}
