import { findPasswordHash, findUserByLogin, type Db, type User } from '@roar/db';
import { AppError } from '../../lib/errors.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './password-hash.ts';

/**
 * The hash of a random password, made once. Unknown accounts are checked against it, so a wrong
 * identifier costs the same time as a wrong password and timing does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64')));

/** The one answer to every failed password sign-in (docs/product/errors.md section 1). */
export const invalidCredentials = () =>
  new AppError('invalid_credentials', 'Incorrect username/email or password');

/**
 * Checks a username-or-email and password. Throws the same error whether the account is unknown,
 * archived, has no password, or the password is wrong; pauses an account after repeated failures.
 */
export async function verifyPasswordSignIn(
  db: Db,
  limiter: AttemptLimiter,
  identifier: string,
  password: string,
): Promise<User> {
  const key = identifier.trim().toLowerCase();
  const waitMs = limiter.blockedForMs(key);
  if (waitMs > 0) {
    throw new AppError(
      'rate_limited',
      `Too many failed sign-ins for this account. Try again in ${Math.ceil(waitMs / 60_000)} min.`,
    );
  }
  const user = await findUserByLogin(db, identifier);
  const hash = user && !user.archivedAt ? await findPasswordHash(db, user.id) : undefined;
  const ok = await verifyPassword(hash ?? (await getDummyHash()), password);
  if (!user || !hash || !ok || user.archivedAt) {
    limiter.recordFailure(key);
    throw invalidCredentials();
  }
  limiter.reset(key);
  return user;
}
