import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, districtIdColumn, idColumn, oneOf, timestamps, timestamptz } from '../columns.ts';
import { ACCOUNT_TYPES, HOME_LOCALES, IDENTITY_PROVIDERS, TIME_ACCOMMODATIONS } from '../enums.ts';
import { core } from './schema.ts';

/** Free-form demographic fields imported from rosters (e.g. ell status, race, gender). */
export type Demographics = Record<string, unknown>;

/**
 * Accounts. Email and username are stored lower-cased (a CHECK refuses anything else), so the
 * plain unique indexes make them unique case-insensitively; NULLs never collide, so username-only
 * students and email-only adults coexist.
 */
export const users = core.table(
  'users',
  {
    id: idColumn(),
    email: text(),
    username: text(),
    displayName: text(),
    nameFirst: text(),
    nameMiddle: text(),
    nameLast: text(),
    userType: text({ enum: ACCOUNT_TYPES }).notNull(),
    superAdmin: boolean().notNull().default(false),
    /** 'K', '1'..'12' and the like; null for adults. */
    grade: text(),
    dateOfBirth: date(),
    preferredLocale: text(),
    /**
     * The locale letters to a student's family are written in (parent letter); null: the reader's
     * own language. Not the demographic `home_language` (languages spoken at home).
     */
    homeLocale: text({ enum: HOME_LOCALES }),
    /** Extra time in timed games for a student with an individual plan; 'none' for most. */
    timeAccommodation: text({ enum: TIME_ACCOMMODATIONS }).notNull().default('none'),
    /** Marks a user of the New York City public school system (docs/product/data.md section 5). */
    nycps: boolean().notNull().default(false),
    demographics: jsonb().$type<Demographics>(),
    /** A parent agreed to be contacted about future studies (family registration). */
    canContact: boolean().notNull().default(false),
    isTest: boolean().notNull().default(false),
    districtId: districtIdColumn(),
    archivedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_username_lower_case', sql`${t.username} = lower(${t.username})`),
    oneOf('users_user_type_check', t.userType, ACCOUNT_TYPES),
    oneOf('users_home_locale_check', t.homeLocale, HOME_LOCALES),
    oneOf('users_time_accommodation_check', t.timeAccommodation, TIME_ACCOMMODATIONS),
    index('users_district_id_idx').on(t.districtId),
  ],
);

/** The password of an account, if it has one (argon2id encoded hash). */
export const credentials = core.table('credentials', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text().notNull(),
  passwordChangedAt: timestamptz().notNull().defaultNow(),
});

/**
 * A password set by a roster import whose argon2id hash is still to be computed: sealed with the
 * jobs key until the follow-up job (or the account's first sign-in) hashes it into `credentials`
 * and deletes this row (docs/decisions/024-background-jobs.md, "Passwords of imported students").
 */
export const pendingPasswords = core.table('pending_passwords', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealed: bytea().notNull(),
  createdAt: timestamptz().notNull().defaultNow(),
});

/** Links an account to an external identity provider's subject. */
export const federatedIdentities = core.table(
  'federated_identities',
  {
    id: idColumn(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: IDENTITY_PROVIDERS }).notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique('federated_identities_provider_subject_key').on(t.provider, t.subject),
    index('federated_identities_user_id_idx').on(t.userId),
    oneOf('federated_identities_provider_check', t.provider, IDENTITY_PROVIDERS),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Credential = typeof credentials.$inferSelect;
export type FederatedIdentity = typeof federatedIdentities.$inferSelect;
