import { findPasswordHash, findUserByLogin, type Db, type User } from '@roar/db';
import { AppError } from '../../lib/errors.ts';
import type { KnownDevice } from './known-device.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { matchPendingPassword } from './pending-password.ts';

/**
 * The hash of a random password, made once. Unknown accounts are checked against it, so a wrong
 * identifier costs the same time as a wrong password and timing does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64')));

/** The one answer to every failed password sign-in (docs/product/errors.md section 1). */
export const invalidCredentials = () =>
  new AppError('invalid_credentials', 'Incorrect username/email or password');

/** A password sign-in and the client it comes from. */
export interface PasswordSignIn {
  identifier: string;
  password: string;
  /** The client's address (request.ip). */
  address: string;
  /** The browser's valid known-device cookie, if any (known-device.ts). */
  device: KnownDevice | null;
  /** Key of the passwords a roster import left to be hashed (pending-password.ts). */
  pendingKey?: Buffer;
}

/**
 * Checks a username-or-email and password. Throws the same error whether the account is unknown,
 * archived, has no password, or the password is wrong; throws SignInThrottledError (429) when the
 * client must wait after repeated failures (ADR 021).
 */
export async function verifyPasswordSignIn(
  db: Db,
  throttle: SignInThrottle,
  attempt: PasswordSignIn,
): Promise<User> {
  const { identifier, password, address, device, pendingKey } = attempt;
  const user = await findUserByLogin(db, identifier);
  const ticket = await throttle.begin({ identifier, userId: user?.id, address, device });
  const active = user && !user.archivedAt ? user : undefined;
  const hash = active ? await findPasswordHash(db, active.id) : undefined;
  let ok = await verifyPassword(hash ?? (await getDummyHash()), password);
  // An imported student whose password is not hashed yet (the dummy check above kept the time).
  if (active && !hash && pendingKey) {
    ok = await matchPendingPassword(db, pendingKey, active.id, password);
    // The hashing job may have settled the password between the two reads: check its hash.
    const settled = ok ? undefined : await findPasswordHash(db, active.id);
    if (settled) ok = await verifyPassword(settled, password);
  } else if (!hash) {
    ok = false;
  }
  if (!active || !ok) {
    await throttle.failed(ticket);
    throw invalidCredentials();
  }
  await throttle.succeeded(ticket);
  return active;
}
