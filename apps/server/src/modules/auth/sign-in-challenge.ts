import {
  deleteSignInChallenge,
  findSignInChallenge,
  findUserById,
  insertSignInChallenge,
  takeChallengeAttempt,
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
/** Codes one pending sign-in may try, counted before each is checked (the throttle counts too). */
export const SIGN_IN_CHALLENGE_MAX_ATTEMPTS = 5;

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
): Promise<PendingSignIn | undefined> {
  if (!token) return undefined;
  return withActiveUser(db, await findSignInChallenge(db, hashToken(token), new Date()));
}

/**
 * Takes one of the pending sign-in's five attempts before a code is checked: the pending sign-in
 * with its account, or undefined when it has ended (expired, attempts used up, unknown).
 */
export async function takeSignInAttempt(db: Db, token: string): Promise<PendingSignIn | undefined> {
  const challenge = await takeChallengeAttempt(db, {
    tokenHash: hashToken(token),
    max: SIGN_IN_CHALLENGE_MAX_ATTEMPTS,
    now: new Date(),
  });
  return withActiveUser(db, challenge);
}

export interface PendingSignIn {
  challenge: SignInChallenge;
  user: User;
}

async function withActiveUser(
  db: Db,
  challenge: SignInChallenge | undefined,
): Promise<PendingSignIn | undefined> {
  if (!challenge) return undefined;
  const user = await findUserById(db, challenge.userId);
  if (!user || user.archivedAt) return undefined;
  return { challenge, user };
}

/** Ends the pending sign-in; true for the one request that ended it. */
export function consumeSignInChallenge(db: Db, token: string): Promise<boolean> {
  return deleteSignInChallenge(db, hashToken(token));
}
