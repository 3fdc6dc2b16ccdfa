import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { credentials, users, type NewUser, type User } from '../schema/index.ts';

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
