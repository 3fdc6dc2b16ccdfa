import {
  deleteSignInChallenge,
  findSignInChallenge,
  findUserById,
  insertSignInChallenge,
  recordChallengeFailure,
  type AuthMethod,
  type Db,
  type SignInChallenge,
  type User,
} from '@roar/db';
import { hashToken, newOpaqueToken } from './session-service.ts';

/**
 * A sign-in whose first factor succeeded, awaiting its second (ADR 031). The browser holds a
 * random token in an httpOnly cookie; the store keeps its hash, the account, the first factor's
 * method, and the wrong codes so far.
 */
/** A first factor that succeeded: whose account, by which method. */
export interface FirstFactor {
  user: User;
  authMethod: AuthMethod;
}

export const SIGN_IN_CHALLENGE_COOKIE = 'roar_second_factor';
export const SIGN_IN_CHALLENGE_TTL_SECONDS = 600;
/** Wrong codes one pending sign-in may send before it ends (the account throttle also counts). */
export const SIGN_IN_CHALLENGE_MAX_FAILURES = 5;

export async function createSignInChallenge(
  db: Db,
  params: { user: User; authMethod: AuthMethod; purpose: 'verify' | 'enrol' },
): Promise<string> {
  const token = newOpaqueToken();
  const now = new Date();
  await insertSignInChallenge(db, {
    tokenHash: hashToken(token),
    userId: params.user.id,
    authMethod: params.authMethod,
    purpose: params.purpose,
    expiresAt: new Date(now.getTime() + SIGN_IN_CHALLENGE_TTL_SECONDS * 1000),
    now,
  });
  return token;
}

/** The pending sign-in of a cookie's token, with its account (still active); else undefined. */
export async function openSignInChallenge(
  db: Db,
  token: string | undefined,
): Promise<{ challenge: SignInChallenge; user: User } | undefined> {
  if (!token) return undefined;
  const challenge = await findSignInChallenge(db, hashToken(token), new Date());
  if (!challenge) return undefined;
  const user = await findUserById(db, challenge.userId);
  if (!user || user.archivedAt) return undefined;
  return { challenge, user };
}

/** Counts a wrong code; true when the pending sign-in has now ended for too many of them. */
export async function failSignInChallenge(db: Db, token: string): Promise<boolean> {
  const failures = await recordChallengeFailure(db, hashToken(token));
  if (failures < SIGN_IN_CHALLENGE_MAX_FAILURES) return false;
  await deleteSignInChallenge(db, hashToken(token));
  return true;
}

/** Ends the pending sign-in; true for the one request that ended it. */
export function consumeSignInChallenge(db: Db, token: string): Promise<boolean> {
  return deleteSignInChallenge(db, hashToken(token));
}
