import { passwordProblems } from '@roar/contracts';
import {
  findPasswordHash,
  findPendingPassword,
  findUserById,
  insertAuditEntry,
  revokeUserSessions,
  setPasswordHash,
  type Db,
} from '@roar/db';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { matchPendingPassword } from './pending-password.ts';

/**
 * Sets a user's own new password: checks the rules of docs/product/validation.md section 1, stores
 * the argon2id hash and revokes every other signed-in session of the user (the one making the
 * change stays signed in), all in one transaction with its audit entry.
 */
export async function changeOwnPassword(
  db: Db,
  params: {
    userId: string;
    sessionFamilyId: string;
    currentPassword?: string | undefined;
    newPassword: string;
    ip?: string;
    /** Key of a password a roster import left to be hashed, which counts as the current one. */
    pendingKey?: Buffer;
  },
): Promise<void> {
  // The password the account has now, when it has one (ASVS 6.2.3): a stolen unlocked session
  // cannot take the account over by changing it.
  const current = await findPasswordHash(db, params.userId);
  const pending = !current && (await findPendingPassword(db, params.userId));
  if (current || pending) {
    const given = params.currentPassword ?? '';
    const right = current
      ? await verifyPassword(current, given)
      : await matchPendingPassword(db, params.pendingKey ?? Buffer.alloc(32), params.userId, given);
    if (!given || !right) {
      throw new AppError('validation_failed', 'The current password is not right.', {
        currentPassword: given ? 'incorrect' : 'required',
      });
    }
  }
  const problems = passwordProblems(params.newPassword);
  if (problems.length > 0) {
    // The field carries the first broken rule's code; the client checks every rule live anyway.
    throw new AppError('validation_failed', 'The password does not meet the rules.', {
      newPassword: problems[0]!,
    });
  }
  const user = await findUserById(db, params.userId);
  await refuseCommonPassword(params.newPassword, 'newPassword', [
    user?.username,
    user?.email,
    user?.nameFirst,
    user?.nameLast,
    user?.displayName,
  ]);
  const passwordHash = await hashPassword(params.newPassword);
  const now = new Date();
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, { userId: params.userId, passwordHash, changedAt: now });
    await revokeUserSessions(tx, params.userId, now, params.sessionFamilyId);
    await insertAuditEntry(tx, {
      actorUserId: params.userId,
      action: 'auth.password_change',
      targetType: 'user',
      targetId: params.userId,
      ip: params.ip ?? null,
    });
  });
}
