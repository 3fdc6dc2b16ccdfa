import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  credentials,
  pendingPasswords,
  federatedIdentities,
  users,
  type FederatedIdentity,
  type User,
} from '../schema/index.ts';
import type { IdentityProvider } from '../schema/enums.ts';
import { normalizeEmail } from './users.ts';

/** The identity a provider knows as `subject`, with its (possibly archived) account. */
export async function findFederatedIdentity(
  db: Db,
  params: { provider: IdentityProvider; subject: string },
): Promise<FederatedIdentity | undefined> {
  const [row] = await db
    .select()
    .from(federatedIdentities)
    .where(
      and(
        eq(federatedIdentities.provider, params.provider),
        eq(federatedIdentities.subject, params.subject),
      ),
    );
  return row;
}

/**
 * Links a provider subject to an account. Answers the stored row; when the (provider, subject)
 * pair is linked already (a concurrent callback won), answers the existing link instead.
 */
export async function linkFederatedIdentity(
  db: Db,
  params: { userId: string; provider: IdentityProvider; subject: string; email?: string | null },
): Promise<FederatedIdentity> {
  const [row] = await db
    .insert(federatedIdentities)
    .values({
      userId: params.userId,
      provider: params.provider,
      subject: params.subject,
      email: params.email == null ? null : normalizeEmail(params.email),
    })
    .onConflictDoNothing({
      target: [federatedIdentities.provider, federatedIdentities.subject],
    })
    .returning();
  if (row) return row;
  const existing = await findFederatedIdentity(db, params);
  if (!existing) throw new Error('linkFederatedIdentity: no row');
  return existing;
}

/** The identities linked to an account, oldest first. */
export async function listFederatedIdentities(
  db: Db,
  userId: string,
): Promise<FederatedIdentity[]> {
  return db
    .select()
    .from(federatedIdentities)
    .where(eq(federatedIdentities.userId, userId))
    .orderBy(asc(federatedIdentities.createdAt), asc(federatedIdentities.provider));
}

/** Removes every identity of `provider` from an account; answers how many were removed. */
export async function unlinkFederatedIdentities(
  db: Db,
  params: { userId: string; provider: IdentityProvider },
): Promise<number> {
  const removed = await db
    .delete(federatedIdentities)
    .where(
      and(
        eq(federatedIdentities.userId, params.userId),
        eq(federatedIdentities.provider, params.provider),
      ),
    )
    .returning({ id: federatedIdentities.id });
  return removed.length;
}

/**
 * Whether an account has a password (one of its ways to sign in besides identities), hashed or
 * still pending from a roster import.
 */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(credentials)
    .where(eq(credentials.userId, userId));
  if ((row?.n ?? 0) > 0) return true;
  const [pending] = await db
    .select({ n: count() })
    .from(pendingPasswords)
    .where(eq(pendingPasswords.userId, userId));
  return (pending?.n ?? 0) > 0;
}

/** The active (not archived) account with this email, any case. */
export async function findActiveUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNull(users.archivedAt)))
    .limit(1);
  return row;
}
