import { boolean, index, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn, oneOf, timestamptz } from '../columns.ts';
import { AUTH_METHODS, EMAIL_TOKEN_PURPOSES } from '../enums.ts';
import { core } from './schema.ts';
import { users } from './users.ts';

/**
 * One refresh token of a signed-in browser. Tokens rotate: each use revokes the row and points
 * `replaced_by` at its successor in the same `family_id`. Presenting a revoked token again is reuse
 * and revokes the whole family.
 */
export const sessions = core.table(
  'sessions',
  {
    id: idColumn(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hash of the refresh token; the token itself is never stored. */
    refreshTokenHash: text().notNull().unique('sessions_refresh_token_hash_key'),
    familyId: text().notNull(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    /** Id of the session row that replaced this one on rotation. */
    replacedBy: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    lastUsedAt: timestamptz(),
    userAgent: text(),
    ip: text(),
    /** How the user proved who they are when this family began. */
    authMethod: text({ enum: AUTH_METHODS }).notNull().default('password'),
    /** When that proof happened; kept across rotations (recent sign-in checks read it). */
    authenticatedAt: timestamptz().notNull().defaultNow(),
    /**
     * The sign-in passed a second factor (ADR 031); kept across rotations. A family without it
     * ends at its next refresh once its account has or needs an authenticator.
     */
    secondFactor: boolean().notNull().default(false),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_family_id_idx').on(t.familyId),
    oneOf('sessions_auth_method_check', t.authMethod, AUTH_METHODS),
  ],
);

/**
 * Single-use links sent by email, for signing in or resetting a password (the token itself is only
 * in the email).
 */
export const emailLinkTokens = core.table(
  'email_link_tokens',
  {
    id: idColumn(),
    purpose: text({ enum: EMAIL_TOKEN_PURPOSES }).notNull().default('sign_in'),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull().unique('email_link_tokens_token_hash_key'),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    redirectTo: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('email_link_tokens_email_idx').on(t.email),
    oneOf('email_link_tokens_purpose_check', t.purpose, EMAIL_TOKEN_PURPOSES),
  ],
);

/**
 * Failed password sign-ins counted per key (an account, an account from one address, an account
 * on one known device), shared by every server process (ADR 021). Keys are hashes made by the
 * server: no identifier or address is stored. A row is forgotten at `expires_at`, one window
 * after its last failure, and pruned by later writes.
 */
export const signInThrottle = core.table(
  'sign_in_throttle',
  {
    key: text().primaryKey(),
    failures: integer().notNull(),
    lastFailureAt: timestamptz().notNull(),
    /** An attempt in progress holds the key until then, so concurrent ones wait their turn. */
    heldUntil: timestamptz(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index('sign_in_throttle_expires_at_idx').on(t.expiresAt)],
);

/**
 * API request counters shared by every server process (ADR 038): requests counted under `key` in
 * the fixed window starting at `window_start`. Each process adds what it counted about once a
 * second; rows of past windows are pruned.
 */
export const requestCounters = core.table(
  'request_counters',
  {
    key: text().notNull(),
    windowStart: timestamptz().notNull(),
    count: integer().notNull(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [
    primaryKey({ name: 'request_counters_pkey', columns: [t.key, t.windowStart] }),
    index('request_counters_expires_at_idx').on(t.expiresAt),
  ],
);

/** Reports sent with the 'Report an Issue' form; mailed to the support address as well. */
export const bugReports = core.table(
  'bug_reports',
  {
    id: idColumn(),
    /** The signed-in reporter, if any. */
    userId: text(),
    name: text(),
    email: text(),
    message: text().notNull(),
    pageUrl: text(),
    userAgent: text(),
    ip: text(),
    mailedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('bug_reports_created_at_idx').on(t.createdAt)],
);

export type Session = typeof sessions.$inferSelect;
export type EmailLinkToken = typeof emailLinkTokens.$inferSelect;
export type BugReport = typeof bugReports.$inferSelect;
export type SignInThrottleRow = typeof signInThrottle.$inferSelect;
