import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { credentials, pendingPasswords, users, type NewUser, type User } from '../schema/index.ts';

/** Emails are compared case-insensitively: stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Usernames are compared case-insensitively: stored trimmed and lower-cased. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Number of accounts, archived ones included. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Inserts one account, normalising email and username. Throws on a duplicate email/username. */
export async function insertUser(db: Db, values: NewUser): Promise<User> {
  const [row] = await db
    .insert(users)
    .values({
      ...values,
      email: values.email == null ? values.email : normalizeEmail(values.email),
      username: values.username == null ? values.username : normalizeUsername(values.username),
    })
    .returning();
  if (!row) throw new Error('insertUser: no row returned');
  return row;
}

/**
 * Inserts accounts in one statement (a roster import's chunk); logins are normalised as by
 * insertUser. Give ids to know which row is which.
 */
export async function insertUsers(db: Db, values: readonly NewUser[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(users).values(
    values.map((v) => ({
      ...v,
      email: v.email == null ? v.email : normalizeEmail(v.email),
      username: v.username == null ? v.username : normalizeUsername(v.username),
    })),
  );
}

/** The account whose email (when `login` contains '@') or username is `login`, any case. */
export async function findUserByLogin(db: Db, login: string): Promise<User | undefined> {
  const where = login.includes('@')
    ? eq(users.email, normalizeEmail(login))
    : eq(users.username, normalizeUsername(login));
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

/** Sets (or replaces) the password hash of an account. */
export async function setPasswordHash(
  db: Db,
  params: { userId: string; passwordHash: string; changedAt?: Date },
): Promise<void> {
  const changedAt = params.changedAt ?? new Date();
  await db
    .insert(credentials)
    .values({
      userId: params.userId,
      passwordHash: params.passwordHash,
      passwordChangedAt: changedAt,
    })
    .onConflictDoUpdate({
      target: credentials.userId,
      set: { passwordHash: params.passwordHash, passwordChangedAt: changedAt },
    });
  // A password set now replaces one an import left to be hashed.
  await db.delete(pendingPasswords).where(eq(pendingPasswords.userId, params.userId));
}

/** The stored password hash of an account, or undefined when it has no password. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: credentials.passwordHash })
    .from(credentials)
    .where(eq(credentials.userId, userId));
  return row?.passwordHash;
}

/** The name fields a user edits on their own profile (null clears one). */
export interface ProfileNameUpdate {
  nameFirst: string;
  nameMiddle: string | null;
  nameLast: string | null;
  displayName: string | null;
}

/** Updates the name fields of one account; undefined when there is no such (live) account. */
export async function updateUserProfile(
  db: Db,
  userId: string,
  values: ProfileNameUpdate,
): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), isNull(users.archivedAt)))
    .returning();
  return row;
}

/** Stores sealed passwords whose hash is still to be computed (ADR 024). */
export async function insertPendingPasswords(
  db: Db,
  rows: readonly { userId: string; sealed: Buffer }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(pendingPasswords).values([...rows]);
}

/** The sealed pending password of an account, if it has one. */
export async function findPendingPassword(db: Db, userId: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ sealed: pendingPasswords.sealed })
    .from(pendingPasswords)
    .where(eq(pendingPasswords.userId, userId));
  return row?.sealed;
}

/** Up to `limit` pending passwords, oldest first. */
export async function listPendingPasswords(
  db: Db,
  limit: number,
): Promise<{ userId: string; sealed: Buffer }[]> {
  return db
    .select({ userId: pendingPasswords.userId, sealed: pendingPasswords.sealed })
    .from(pendingPasswords)
    .orderBy(pendingPasswords.createdAt, pendingPasswords.userId)
    .limit(limit);
}

/**
 * Replaces pending passwords by their hashes: each account gets its credential and loses its
 * pending row, unless it got a password meanwhile (a sign-in or a change came first).
 */
export async function settlePendingPasswords(
  db: Db,
  rows: readonly { userId: string; passwordHash: string }[],
  changedAt: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(credentials)
    .values(rows.map((r) => ({ ...r, passwordChangedAt: changedAt })))
    .onConflictDoNothing();
  await db.delete(pendingPasswords).where(
    inArray(
      pendingPasswords.userId,
      rows.map((r) => r.userId),
    ),
  );
}

/** Forgets an account's pending password (its password was set another way). */
export async function deletePendingPassword(db: Db, userId: string): Promise<void> {
  await db.delete(pendingPasswords).where(eq(pendingPasswords.userId, userId));
}
