import { index, integer, bigint, text } from 'drizzle-orm/pg-core';
import { bytea, idColumn, oneOf, timestamptz } from '../columns.ts';
import { AUTH_METHODS, SIGN_IN_CHALLENGE_PURPOSES } from '../enums.ts';
import { core } from './schema.ts';
import { users } from './users.ts';

/**
 * An account's authenticator app (time-based one-time codes, RFC 6238): the shared secret, sealed
 * with the server's key so that a copy of the database alone cannot make codes
 * (docs/decisions/031-second-factor.md). `pendingSecret` is a secret shown for setup and not yet
 * confirmed with a code: the confirmed one keeps working until then.
 */
export const secondFactors = core.table('second_factors', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: bytea(),
  confirmedAt: timestamptz(),
  pendingSecret: bytea(),
  /** The 30-second step of the last code accepted: a code is good once (ASVS 6.5.1). */
  lastUsedStep: bigint({ mode: 'number' }),
  updatedAt: timestamptz().notNull().defaultNow(),
});

/** Single-use recovery codes of an account with an authenticator, stored as argon2id hashes. */
export const recoveryCodes = core.table(
  'recovery_codes',
  {
    id: idColumn(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * A sign-in whose first factor (password, email link, provider) succeeded and whose second is
 * awaited: the browser holds the token (only its hash is here) in an httpOnly cookie. Deleted when
 * the second factor succeeds or after too many wrong codes.
 */
export const signInChallenges = core.table(
  'sign_in_challenges',
  {
    tokenHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authMethod: text({ enum: AUTH_METHODS }).notNull(),
    /** 'verify': enter a code; 'enrol': set up an authenticator first (required, none yet). */
    purpose: text({ enum: SIGN_IN_CHALLENGE_PURPOSES }).notNull(),
    /** Attempts so far, counted before each code is checked (at most five). */
    failures: integer().notNull().default(0),
    /**
     * 'enrol': the secret shown to this pending sign-in alone (sealed), so two sign-ins of one
     * account never share a key being set up.
     */
    pendingSecret: bytea(),
    expiresAt: timestamptz().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_challenges_user_id_idx').on(t.userId),
    oneOf('sign_in_challenges_auth_method_check', t.authMethod, AUTH_METHODS),
    oneOf('sign_in_challenges_purpose_check', t.purpose, SIGN_IN_CHALLENGE_PURPOSES),
  ],
);

export type SecondFactor = typeof secondFactors.$inferSelect;
export type SignInChallenge = typeof signInChallenges.$inferSelect;
