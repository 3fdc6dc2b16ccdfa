import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sessions, signInChallenges, users, type Session } from '../schema/index.ts';
import type { AuthMethod } from '../schema/enums.ts';

export interface NewSessionRow {
  userId: string;
  refreshTokenHash: string;
  familyId: string;
  expiresAt: Date;
  authMethod: AuthMethod;
  authenticatedAt: Date;
  userAgent?: string | null;
  ip?: string | null;
  /** When the refresh token was issued (default: the database's now). */
  createdAt?: Date;
  /** The sign-in passed a second factor (ADR 031). */
  secondFactor?: boolean;
}

export async function insertSession(db: Db, values: NewSessionRow): Promise<Session> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insertSession: no row returned');
  return row;
}

export async function findSessionByTokenHash(db: Db, hash: string): Promise<Session | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.refreshTokenHash, hash));
  return row;
}

export async function findSessionById(db: Db, id: string): Promise<Session | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

/**
 * Marks a live session as rotated into `replacedBy`. Returns false when it was already revoked or
 * rotated (a concurrent refresh with the same token won the race).
 */
export async function markSessionRotated(
  db: Db,
  params: { id: string; replacedBy: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: params.at, replacedBy: params.replacedBy, lastUsedAt: params.at })
    .where(and(eq(sessions.id, params.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Revokes every live session of a rotation family (sign-out, or reuse of a rotated token). */
export async function revokeSessionFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Revokes a live session family of `userId`; false when the user has no such live family. */
export async function revokeOwnSessionFamily(
  db: Db,
  params: { userId: string; familyId: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: params.at })
    .where(
      and(
        eq(sessions.familyId, params.familyId),
        eq(sessions.userId, params.userId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${params.at}`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of a user (password change, account archived). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  at: Date,
  exceptFamilyId?: string,
): Promise<void> {
  // Sign-ins still waiting for their second factor end too (ADR 031): whatever ended the sessions
  // (a new password, sign-out everywhere, a reset authenticator, archiving) ends them as well.
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptFamilyId ? sql`${sessions.familyId} <> ${exceptFamilyId}` : undefined,
      ),
    );
}

/** Marks a session family as having passed a second factor (an authenticator just set up in it). */
export async function markSessionFamilySecondFactor(db: Db, familyId: string): Promise<void> {
  await db.update(sessions).set({ secondFactor: true }).where(eq(sessions.familyId, familyId));
}

/**
 * Whether an access token of `userId` in session family `familyId` may still be used: the family
 * is neither revoked (sign-out, revocation, password change) nor expired and the user is not
 * archived. One indexed lookup (sessions_family_id_idx), read on every authenticated request so
 * that revocation takes effect on the next request in every process (issue 14, point 5).
 */
export async function isAccessLive(
  db: Db,
  params: { userId: string; familyId: string; now: Date },
): Promise<boolean> {
  const rows = await accessLiveQuery(db).execute(params);
  return rows.length > 0;
}

/**
 * isAccessLive's statement, built once per database and prepared under a name, so that the read of
 * every authenticated request neither rebuilds its SQL nor has PostgreSQL parse and plan it again
 * on a connection that already ran it.
 */
const accessLiveQueries = new WeakMap<Db, ReturnType<typeof prepareAccessLive>>();

function prepareAccessLive(db: Db) {
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.familyId, sql.placeholder('familyId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}`,
        isNull(users.archivedAt),
      ),
    )
    .limit(1)
    .prepare('is_access_live');
}

function accessLiveQuery(db: Db) {
  let query = accessLiveQueries.get(db);
  if (!query) {
    query = prepareAccessLive(db);
    accessLiveQueries.set(db, query);
  }
  return query;
}

/** The family's current refresh token (its newest live row), if the family is still live. */
export async function findLiveSessionOfFamily(
  db: Db,
  familyId: string,
  now: Date,
): Promise<Session | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.familyId, familyId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now}`,
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row;
}

/**
 * The live sign-ins of a user, one row per session family (its current, unrotated refresh token),
 * newest activity first: the profile's list of signed-in devices (ASVS 7.5.2).
 */
export async function listLiveSessions(db: Db, userId: string, now: Date): Promise<Session[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now}`,
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(100);
}
