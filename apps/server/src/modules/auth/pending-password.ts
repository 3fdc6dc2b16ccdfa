import { createHash, timingSafeEqual } from 'node:crypto';
import { findPendingPassword, settlePendingPasswords, type Db } from '@roar/db';
import { unseal } from '../jobs/seal.ts';
import { hashPassword } from './password-hash.ts';

const digest = (value: Buffer) => createHash('sha256').update(value).digest();

/**
 * Checks `password` against the password a roster import left to be hashed
 * (docs/decisions/024-background-jobs.md, "Passwords of imported students"). On a match the
 * password is hashed into the account's credential at once, so the sealed copy is gone. Digests
 * are compared in constant time; a copy sealed with another key never matches.
 */
export async function matchPendingPassword(
  db: Db,
  key: Buffer,
  userId: string,
  password: string,
): Promise<boolean> {
  const sealed = await findPendingPassword(db, userId);
  if (!sealed) return false;
  let stored: Buffer;
  try {
    stored = unseal(key, sealed);
  } catch {
    return false;
  }
  if (!timingSafeEqual(digest(stored), digest(Buffer.from(password, 'utf8')))) return false;
  await settlePendingPasswords(
    db,
    [{ userId, passwordHash: await hashPassword(password) }],
    new Date(),
  );
  return true;
}
