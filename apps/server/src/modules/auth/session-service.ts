import { createHash, randomBytes } from 'node:crypto';
import {
  findLiveSessionOfFamily,
  findSessionByTokenHash,
  findUserById,
  insertAuditEntry,
  insertSession,
  markSessionRotated,
  revokeSessionFamily,
  type AuthMethod,
  type Db,
  type Session,
  type User,
} from '@roar/db';
import { generateId, type AuthSession } from '@roar/contracts';
import { AppError } from '../../lib/errors.ts';
import { computeClaims } from './claims.ts';
import { signAccessToken, type TokenSettings } from './tokens.ts';

/** Two tabs refreshing with the same cookie at once: the loser may still get an access token. */
const ROTATION_GRACE_MS = 30_000;

export interface SessionSettings {
  tokens: TokenSettings;
  /** How long a sign-in lasts, however often it is refreshed. */
  maxAgeMs: number;
  /**
   * A sign-in not refreshed for this long has ended, whatever the browser believes (ASVS 7.3.1):
   * an open page refreshes every ten minutes, so only a closed or abandoned one gets here.
   */
  idleMs?: number;
  /**
   * Whether the account has or needs a second factor now (ADR 031): a session that did not pass
   * one ends at its next refresh (an adult whose app was just set up elsewhere, a policy switched
   * to required, a membership that made a pupil's account an adult's).
   */
  requiresSecondFactor?: (user: User) => Promise<boolean>;
}

export interface ClientMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface IssuedSession {
  session: AuthSession;
  /** New refresh token for the cookie; absent when the cookie must stay as it is. */
  refreshToken?: string;
  user: User;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, URL-safe: refresh tokens and emailed link tokens (stored only hashed). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

async function accessTokenFor(
  db: Db,
  settings: SessionSettings,
  user: User,
  session: Pick<Session, 'familyId' | 'authMethod' | 'authenticatedAt'>,
  now: Date,
): Promise<AuthSession> {
  const { claims, permissions } = await computeClaims(db, user, now);
  const { token, expiresAt } = await signAccessToken(
    settings.tokens,
    {
      userId: user.id,
      sessionFamilyId: session.familyId,
      claims,
      permissions,
      authenticatedAt: session.authenticatedAt,
      authMethod: session.authMethod,
    },
    now,
  );
  return { accessToken: token, expiresAt: expiresAt.toISOString(), uid: user.id };
}

/**
 * Starts a new signed-in session for a user who just proved who they are, and records the
 * sign-in in the audit log (every method: password, email link, single sign-on). Routes reach it
 * through finishFirstFactor (routes/first-factor.ts), which asks for a second factor first when
 * the account has or needs one, and routes/second-factor.ts once it is given.
 */
export async function startSession(
  db: Db,
  settings: SessionSettings,
  params: {
    user: User;
    authMethod: AuthMethod;
    client: ClientMeta;
    /** The second factor this sign-in passed, if any (ADR 031). */
    secondFactor?: 'totp' | 'recovery_code';
    now?: Date;
  },
): Promise<IssuedSession> {
  const now = params.now ?? new Date();
  const refreshToken = newOpaqueToken();
  const row = await insertSession(db, {
    userId: params.user.id,
    refreshTokenHash: hashToken(refreshToken),
    familyId: generateId(),
    expiresAt: new Date(now.getTime() + settings.maxAgeMs),
    authMethod: params.authMethod,
    authenticatedAt: now,
    createdAt: now,
    userAgent: params.client.userAgent?.slice(0, 512) ?? null,
    ip: params.client.ip ?? null,
    secondFactor: params.secondFactor !== undefined,
  });
  await insertAuditEntry(db, {
    actorUserId: params.user.id,
    action: 'auth.sign_in',
    targetType: 'user',
    targetId: params.user.id,
    districtId: params.user.districtId,
    details: {
      method: params.authMethod,
      ...(params.secondFactor ? { secondFactor: params.secondFactor } : {}),
    },
    ip: params.client.ip ?? null,
  });
  const session = await accessTokenFor(db, settings, params.user, row, now);
  return { session, refreshToken, user: params.user };
}

const signedOut = () => new AppError('unauthenticated', 'Not signed in.');

/** A refresh token's session with its user. */
export interface SessionOfToken {
  session: Session;
  user: User;
}

/**
 * The first part of the session-validity rule: the refresh token's session, while it has not
 * expired (SESSION_MAX_AGE_HOURS after the sign-in, however often it was refreshed) and its user is
 * not archived. Revoked rows are still answered: refreshing tells reuse from a concurrent tab by
 * them (findLiveSession leaves them out).
 */
async function findUnexpiredSession(
  db: Db,
  refreshToken: string,
  now: Date,
): Promise<SessionOfToken | undefined> {
  const session = await findSessionByTokenHash(db, hashToken(refreshToken));
  if (!session || session.expiresAt <= now) return undefined;
  const user = await findUserById(db, session.userId);
  if (!user || user.archivedAt) return undefined;
  return { session, user };
}

/**
 * The session a refresh token signs in to right now: not expired, not revoked (signed out,
 * rotated or cut off) and of an active user; otherwise undefined. The same rule refreshSession
 * applies before it rotates a token.
 */
export async function findLiveSession(
  db: Db,
  refreshToken: string,
  now = new Date(),
): Promise<SessionOfToken | undefined> {
  const found = await findUnexpiredSession(db, refreshToken, now);
  return found && !found.session.revokedAt ? found : undefined;
}

/**
 * Exchanges a refresh token for a new access token and a new refresh token (rotation). A token
 * that was already rotated is reuse: the whole family is revoked, unless it comes within a short
 * grace period after its rotation. That is the same browser again: a second tab refreshing at the
 * same moment, or a page load whose refresh answer was cut off by the next navigation, so that the
 * new cookie never arrived. It carries on from the family's current token with a new cookie
 * (ADR 004), never leaving the browser with a rotated token that the next refresh would take for
 * reuse. A refresh that loses the race to a concurrent one with the same token does the same.
 */
export async function refreshSession(
  db: Db,
  settings: SessionSettings,
  refreshToken: string,
  client: ClientMeta,
  now = new Date(),
): Promise<IssuedSession> {
  const found = await findUnexpiredSession(db, refreshToken, now);
  if (!found) throw signedOut();
  const { session: row, user } = found;

  if (row.revokedAt) {
    const rotatedRecently =
      row.replacedBy && now.getTime() - row.revokedAt.getTime() < ROTATION_GRACE_MS;
    if (rotatedRecently) {
      const carriedOn = await carryOn(db, settings, row.familyId, user, client, now);
      if (carriedOn) return carriedOn;
    }
    if (row.replacedBy) {
      await revokeSessionFamily(db, row.familyId, now);
      throw new ReuseDetectedError(row.userId, row.familyId);
    }
    throw signedOut();
  }

  // createdAt is when this refresh token was issued: at sign-in or at the last refresh.
  if (settings.idleMs !== undefined && now.getTime() - row.createdAt.getTime() > settings.idleMs) {
    await revokeSessionFamily(db, row.familyId, now);
    throw signedOut();
  }
  if (!row.secondFactor && (await settings.requiresSecondFactor?.(user))) {
    await revokeSessionFamily(db, row.familyId, now);
    throw signedOut();
  }

  const rotated = await rotate(db, settings, row, user, client, now);
  if (rotated) return rotated;
  // Another request rotated it between our read and our write: the same browser, as above.
  const carriedOn = await carryOn(db, settings, row.familyId, user, client, now);
  if (carriedOn) return carriedOn;
  throw signedOut();
}

/**
 * Rotates `row` into a successor with a new refresh token; undefined when another request rotated
 * it first (nothing is written then).
 */
async function rotate(
  db: Db,
  settings: SessionSettings,
  row: Session,
  user: User,
  client: ClientMeta,
  now: Date,
): Promise<IssuedSession | undefined> {
  const next = newOpaqueToken();
  const lostRace = new Error('rotated by another request');
  try {
    return await db.transaction(async (tx) => {
      const successor = await insertSession(tx, {
        userId: row.userId,
        refreshTokenHash: hashToken(next),
        familyId: row.familyId,
        expiresAt: row.expiresAt,
        authMethod: row.authMethod,
        authenticatedAt: row.authenticatedAt,
        createdAt: now,
        userAgent: client.userAgent?.slice(0, 512) ?? row.userAgent,
        ip: client.ip ?? row.ip,
        secondFactor: row.secondFactor,
      });
      const rotated = await markSessionRotated(tx, {
        id: row.id,
        replacedBy: successor.id,
        at: now,
      });
      // Rolls the successor back.
      if (!rotated) throw lostRace;
      return {
        session: await accessTokenFor(tx, settings, user, successor, now),
        refreshToken: next,
        user,
      };
    });
  } catch (err) {
    if (err === lostRace) return undefined;
    throw err;
  }
}

/**
 * The same browser presenting a token its family rotated moments ago: rotates the family's current
 * token instead (a new cookie), or, should that race too, answers an access token on it. Undefined
 * when the family has no live token left (signed out, revoked).
 */
async function carryOn(
  db: Db,
  settings: SessionSettings,
  familyId: string,
  user: User,
  client: ClientMeta,
  now: Date,
): Promise<IssuedSession | undefined> {
  const current = await findLiveSessionOfFamily(db, familyId, now);
  if (!current) return undefined;
  return (
    (await rotate(db, settings, current, user, client, now)) ?? {
      session: await accessTokenFor(db, settings, user, current, now),
      user,
    }
  );
}

/** Ends the signed-in session the refresh token belongs to (all its rotations). */
export async function endSession(
  db: Db,
  refreshToken: string,
  now = new Date(),
): Promise<Session | undefined> {
  const row = await findSessionByTokenHash(db, hashToken(refreshToken));
  if (row) await revokeSessionFamily(db, row.familyId, now);
  return row;
}

/** A rotated refresh token came back: someone may have stolen it. */
export class ReuseDetectedError extends AppError {
  constructor(
    readonly userId: string,
    readonly familyId: string,
  ) {
    super('unauthenticated', 'Not signed in.');
  }
}
