import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  recoveryCodes,
  secondFactors,
  signInChallenges,
  type SecondFactor,
  type SignInChallenge,
} from '../schema/index.ts';
import type { AuthMethod, SignInChallengePurpose } from '../schema/enums.ts';

export async function findSecondFactor(db: Db, userId: string): Promise<SecondFactor | undefined> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return row;
}

/** Keeps a new secret for setup beside the confirmed one (which keeps working until confirmed). */
export async function setPendingSecret(
  db: Db,
  params: { userId: string; sealed: Buffer; now: Date },
): Promise<void> {
  await db
    .insert(secondFactors)
    .values({ userId: params.userId, pendingSecret: params.sealed, updatedAt: params.now })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { pendingSecret: params.sealed, updatedAt: params.now },
    });
}

/**
 * Makes the pending secret the account's authenticator, with `step` as its last used code. False
 * when there is no pending secret (another request confirmed it, or it was replaced).
 */
export async function confirmPendingSecret(
  db: Db,
  params: { userId: string; sealed: Buffer; step: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({
      secret: params.sealed,
      pendingSecret: null,
      confirmedAt: params.now,
      lastUsedStep: params.step,
      updatedAt: params.now,
    })
    .where(
      and(eq(secondFactors.userId, params.userId), eq(secondFactors.pendingSecret, params.sealed)),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

/**
 * Makes `sealed` the account's authenticator, with `step` as its last used code, unless the account
 * has one already (set up meanwhile by another sign-in): false then, and nothing changes.
 */
export async function enrolSecondFactor(
  db: Db,
  params: { userId: string; sealed: Buffer; step: number; now: Date },
): Promise<boolean> {
  const values = {
    secret: params.sealed,
    confirmedAt: params.now,
    lastUsedStep: params.step,
    updatedAt: params.now,
  };
  const rows = await db
    .insert(secondFactors)
    .values({ userId: params.userId, ...values })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: values,
      setWhere: isNull(secondFactors.confirmedAt),
    })
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

/**
 * Records that the code of `step` was used, only if no code of this or a later step was: one
 * statement, so two requests with the same code cannot both pass (ASVS 6.5.1).
 */
export async function acceptCodeStep(
  db: Db,
  params: { userId: string; step: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastUsedStep: params.step, updatedAt: params.now })
    .where(
      and(
        eq(secondFactors.userId, params.userId),
        or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, params.step)),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

/** Removes an account's authenticator and its recovery codes. True when it had one. */
export async function deleteSecondFactor(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const rows = await tx
      .delete(secondFactors)
      .where(eq(secondFactors.userId, userId))
      .returning({ confirmedAt: secondFactors.confirmedAt });
    return rows.some((r) => r.confirmedAt !== null);
  });
}

/** Replaces all of an account's recovery codes with new ones (their hashes). */
export async function replaceRecoveryCodes(
  db: Db,
  params: { userId: string; hashes: string[]; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, params.userId));
    await tx.insert(recoveryCodes).values(
      params.hashes.map((codeHash) => ({
        userId: params.userId,
        codeHash,
        createdAt: params.now,
      })),
    );
  });
}

export async function findUnusedRecoveryCodes(
  db: Db,
  userId: string,
): Promise<{ id: string; codeHash: string }[]> {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Uses up a recovery code; false when another request used it first. */
export async function useRecoveryCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** Stores a sign-in awaiting its second factor, and forgets expired ones. */
export async function insertSignInChallenge(
  db: Db,
  values: {
    tokenHash: string;
    userId: string;
    authMethod: AuthMethod;
    purpose: SignInChallengePurpose;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  const { now, ...row } = values;
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
  await db.insert(signInChallenges).values({ ...row, createdAt: now });
}

export async function findSignInChallenge(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SignInChallenge | undefined> {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, tokenHash), gt(signInChallenges.expiresAt, now)));
  return row;
}

/**
 * Takes one of a challenge's attempts before its code is checked, so that requests sent at once
 * cannot try more codes than `max` between them: the challenge while it has attempts left and has
 * not expired, else undefined.
 */
export async function takeChallengeAttempt(
  db: Db,
  params: { tokenHash: string; max: number; now: Date },
): Promise<SignInChallenge | undefined> {
  const [row] = await db
    .update(signInChallenges)
    .set({ failures: sql`${signInChallenges.failures} + 1` })
    .where(
      and(
        eq(signInChallenges.tokenHash, params.tokenHash),
        lt(signInChallenges.failures, params.max),
        gt(signInChallenges.expiresAt, params.now),
      ),
    )
    .returning();
  return row;
}

/** Keeps the secret shown to a pending sign-in that sets up an authenticator (sealed). */
export async function setChallengePendingSecret(
  db: Db,
  params: { tokenHash: string; sealed: Buffer },
): Promise<void> {
  await db
    .update(signInChallenges)
    .set({ pendingSecret: params.sealed })
    .where(eq(signInChallenges.tokenHash, params.tokenHash));
}

/** Ends a challenge; true for the one request that ended it (single use). */
export async function deleteSignInChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.tokenHash, tokenHash))
    .returning({ tokenHash: signInChallenges.tokenHash });
  return rows.length === 1;
}
