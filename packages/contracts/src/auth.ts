import { z } from 'zod';
import { ClaimsSchema } from './claims.ts';
import { SSO_PROVIDERS } from './sso-providers.ts';

/** Longest accepted identifier / password: generous, but bounded so hashing cannot be abused. */
const IDENTIFIER_MAX = 320;
const PASSWORD_MAX = 256;

/** Sign-in with a username or an email and a password. */
export const SignInRequestSchema = z.object({
  identifier: z.string().trim().min(1).max(IDENTIFIER_MAX),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/**
 * A signed-in session as the client sees it: a short-lived access token (kept in memory) and its
 * expiry. The refresh token travels only in an httpOnly cookie.
 */
export const AuthSessionSchema = z.object({
  accessToken: z.string(),
  /** ISO time at which the access token expires. */
  expiresAt: z.string(),
  /** Id of the signed-in user in both targets (the auth uid and the product uid are the same). */
  uid: z.string(),
});
export type AuthSession = z.infer<typeof AuthSessionSchema>;

/** Claims and permissions inside the access token (besides the standard JWT fields). */
export const AccessTokenPayloadSchema = ClaimsSchema.extend({
  sub: z.string(),
  sid: z.string(),
  perms: z.array(z.string()),
  auth_time: z.number(),
  auth_method: z.string(),
});
export type AccessTokenPayload = z.infer<typeof AccessTokenPayloadSchema>;

export const EmailSchema = z.email().max(IDENTIFIER_MAX);

/** Ask for a sign-in link by email. The answer is the same whether or not the account exists. */
export const EmailLinkRequestSchema = z.object({
  email: EmailSchema,
  /** Same-site path to land on after signing in. */
  redirectTo: z.string().max(2048).optional(),
});
export const EmailLinkCompleteSchema = z.object({
  email: EmailSchema,
  token: z.string().min(16).max(256),
});
/**
 * Answer of a completed email-link sign-in: the session plus the same-site path the link was asked
 * for (absent: go Home).
 */
export const EmailLinkSessionSchema = AuthSessionSchema.extend({
  redirectTo: z.string().optional(),
});
export type EmailLinkSession = z.infer<typeof EmailLinkSessionSchema>;

/** Ask for a password-reset link. The answer never reveals whether the account exists. */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export const PasswordResetCompleteSchema = z.object({
  token: z.string().min(16).max(256),
  password: z.string().max(PASSWORD_MAX),
});

/**
 * Change one's own password; needs a recent sign-in and, when the account has a password, that
 * password (ASVS 6.2.3). An account that signs in only by link or provider sets its first one.
 */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
  newPassword: z.string().max(PASSWORD_MAX),
});

/** Answer of requests whose outcome must not reveal whether an account exists. */
export const AcceptedSchema = z.object({ accepted: z.literal(true) });

/** The user record of docs/product/data.md section 5, as read through the document API. */
export const UserDocumentSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  name: z.object({
    first: z.string().nullable(),
    middle: z.string().nullable(),
    last: z.string().nullable(),
  }),
  userType: z.string(),
  grade: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  preferredLocale: z.string().nullable(),
  nycps: z.boolean(),
});
export type UserDocument = z.infer<typeof UserDocumentSchema>;

/** The claims record of docs/product/data.md section 4, keyed by the user's uid. */
export const UserClaimsDocumentSchema = z.object({
  id: z.string(),
  claims: ClaimsSchema,
  permissions: z.array(z.string()),
  lastUpdated: z.string(),
});
export type UserClaimsDocument = z.infer<typeof UserClaimsDocumentSchema>;

/** Settings the web app reads at start (runtime, not build time). */
export const PublicConfigSchema = z.object({
  idleThresholdMs: z.number().int().positive(),
  idleCountdownMs: z.number().int().positive(),
  /** Providers whose sign-in button works on this server. */
  ssoProviders: z.array(z.enum(SSO_PROVIDERS)),
  /** The product's own sign-in email domain, stripped in greetings. */
  authDomain: z.string().nullable(),
  /** Demo mode: emails are kept in a developer outbox at /dev/outbox. */
  devOutbox: z.boolean(),
  /** Maps browser key: address autocomplete when set (docs/product/calls.md section 4). */
  mapsApiKey: z.string().nullable().default(null),
  /** Captcha site key: registration captcha and attestation header when set. */
  captchaSiteKey: z.string().nullable().default(null),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/**
 * Report an Issue form (docs/product/validation.md section 4): name and email optional, message
 * required.
 */
export const BugReportRequestSchema = z.object({
  name: z.string().trim().max(200).optional(),
  email: z.union([EmailSchema, z.literal('')]).optional(),
  message: z.string().trim().min(1).max(5000),
  pageUrl: z.string().max(2048).optional(),
});
export type BugReportRequest = z.infer<typeof BugReportRequestSchema>;

/** A federated identity linked to the signed-in account (profile, linked-accounts tab). */
export const LinkedIdentitySchema = z.object({
  provider: z.enum(SSO_PROVIDERS),
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export const LinkedIdentitiesSchema = z.object({ identities: z.array(LinkedIdentitySchema) });
export type LinkedIdentity = z.infer<typeof LinkedIdentitySchema>;

/** Edit one's own name (profile, user-info tab). */
export const UpdateProfileRequestSchema = z.object({
  name: z.object({
    first: z.string().trim().min(1).max(100),
    middle: z.string().trim().max(100).optional(),
    last: z.string().trim().max(100).optional(),
  }),
  displayName: z.string().trim().max(100).optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** One place the user is signed in (profile, signed-in devices; ASVS 7.5.2). */
export const SignedInSessionSchema = z.object({
  id: z.string(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  authMethod: z.string(),
  /** The browser's user agent when it last refreshed (for a "Chrome on Windows" label). */
  userAgent: z.string().nullable(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof SignedInSessionSchema>;
export const SignedInSessionsSchema = z.object({ sessions: z.array(SignedInSessionSchema) });
export const SessionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
