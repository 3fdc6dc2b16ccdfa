import { passwordProblems } from '@roar/contracts';
import {
  insertAuditEntry,
  revokeUserSessions,
  setPasswordHash,
  type Db,
  type User,
} from '@roar/db';
import { AppError } from '../../lib/errors.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { hashPassword } from './password-hash.ts';

/**
 * An adult responsible for a pupil (an administrator who may change the pupil, or the pupil's
 * parent) sets the pupil's new password, for a leaked or forgotten one (ASVS 6.2.2): pupils have no
 * password page of their own. The caller has already checked that `pupil` is theirs to change.
 *
 * Only students: adults choose their own password with a reset link (409 `conflict`). The new
 * password meets the rules of docs/product/validation.md section 1 and is not one of the most
 * common ones (400 naming the field `password`). Its argon2id hash is stored, every session of the
 * pupil ends and the audit entry `user.password_set` is written, in one transaction. The caller
 * forgets the sign-in throttle counters of the pupil's identifiers afterwards.
 */
export async function setPupilPassword(
  db: Db,
  params: { actorUserId: string; pupil: User; password: string; ip?: string; now?: Date },
): Promise<void> {
  const { pupil, password } = params;
  if (pupil.userType !== 'student') {
    throw new AppError('conflict', 'Adults set their own password with a reset link.');
  }
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    // The field carries the first broken rule's code; the client checks every rule live anyway.
    throw new AppError('validation_failed', 'The password does not meet the rules.', {
      password: problems[0]!,
    });
  }
  await refuseCommonPassword(password, 'password', [
    pupil.username,
    pupil.email,
    pupil.nameFirst,
    pupil.nameLast,
    pupil.displayName,
  ]);
  const passwordHash = await hashPassword(password);
  const now = params.now ?? new Date();
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, { userId: pupil.id, passwordHash, changedAt: now });
    // Whoever knew the old password and signed in with it is out at once, on every device.
    await revokeUserSessions(tx, pupil.id, now);
    await insertAuditEntry(tx, {
      actorUserId: params.actorUserId,
      action: 'user.password_set',
      targetType: 'user',
      targetId: pupil.id,
      districtId: pupil.districtId,
      ip: params.ip ?? null,
    });
  });
}
