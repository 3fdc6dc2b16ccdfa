import { index, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from '../columns.ts';
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
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_family_id_idx').on(t.familyId),
  ],
);

/** Single-use sign-in links sent by email (the token itself is only in the email). */
export const emailLinkTokens = core.table(
  'email_link_tokens',
  {
    id: idColumn(),
    email: text().notNull(),
    tokenHash: text().notNull().unique('email_link_tokens_token_hash_key'),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    redirectTo: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('email_link_tokens_email_idx').on(t.email)],
);

export type Session = typeof sessions.$inferSelect;
export type EmailLinkToken = typeof emailLinkTokens.$inferSelect;
