/**
 * Allowed values of the text "enum" columns. They are plain text columns with a CHECK constraint
 * (not Postgres enums), so a later migration can widen a list without rewriting the type.
 */

/**
 * The interface locales (`core.users.home_locale`): the same list as LOCALES of
 * packages/contracts/src/locales.ts, repeated because this package imports no other of ours
 * (apps/server/src/modules/family/home-locale.test.ts checks the two agree).
 */
export const HOME_LOCALES = ['en-US', 'en-GB', 'es-ES', 'es-CO'] as const;
export type HomeLocale = (typeof HOME_LOCALES)[number];

/**
 * A student's time accommodation (`core.users.time_accommodation`, `assessment.runs`): the
 * TIME_ACCOMMODATIONS of packages/contracts/src/accommodations.ts, repeated as HOME_LOCALES is
 * (apps/server/src/modules/runs/time-accommodation.test.ts checks the two agree).
 */
export const TIME_ACCOMMODATIONS = ['none', 'extended_1_5', 'extended_2', 'untimed'] as const;
export type TimeAccommodation = (typeof TIME_ACCOMMODATIONS)[number];

/** The kind of account (`core.users.user_type`). Super admins are `admin` with `super_admin`. */
export const ACCOUNT_TYPES = ['student', 'parent', 'teacher', 'admin', 'launch_admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ORG_TYPES = ['district', 'school', 'class', 'group', 'family'] as const;
export type OrgType = (typeof ORG_TYPES)[number];

/** A user's role in one organisation (`core.memberships.role`). */
export const MEMBERSHIP_ROLES = [
  'student',
  'teacher',
  'admin',
  'launch_admin',
  'parent',
  'child',
] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const IDENTITY_PROVIDERS = ['google', 'clever', 'classlink', 'nycps'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** How a session's user proved who they are. */
export const AUTH_METHODS = ['password', 'email_link', ...IDENTITY_PROVIDERS] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** What a sign-in waiting for its second factor asks for (docs/decisions/031-second-factor.md). */
export const SIGN_IN_CHALLENGE_PURPOSES = ['verify', 'enrol'] as const;
export type SignInChallengePurpose = (typeof SIGN_IN_CHALLENGE_PURPOSES)[number];

/** What a single-use emailed link is for. */
export const EMAIL_TOKEN_PURPOSES = ['sign_in', 'password_reset'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const LEGAL_DOCUMENT_KINDS = ['consent', 'assent', 'terms'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

export const RUN_STATES = ['started', 'completed', 'abandoned'] as const;
export type RunState = (typeof RUN_STATES)[number];

export const TRIAL_STAGES = ['practice', 'test'] as const;
export type TrialStage = (typeof TRIAL_STAGES)[number];

export const INTERACTION_EVENTS = ['blur', 'focus', 'fullscreenenter', 'fullscreenexit'] as const;
export type InteractionEvent = (typeof INTERACTION_EVENTS)[number];

/**
 * Where a background job is (`core.jobs.state`): waiting, running, waiting to run again after a
 * failure, or over (docs/decisions/024-background-jobs.md).
 */
export const JOB_STATES = [
  'queued',
  'active',
  'retrying',
  'completed',
  'failed',
  'cancelled',
] as const;
export type JobState = (typeof JOB_STATES)[number];
