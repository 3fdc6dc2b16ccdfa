import {
  consumeEmailLinkToken,
  hasPassword,
  findUserById,
  findUserByLogin,
  insertEmailLinkToken,
  normalizeEmail,
  revokeUserSessions,
  setPasswordHash,
  type Db,
  type EmailTokenPurpose,
  type User,
} from '@roar/db';
import { passwordProblems } from '@roar/contracts';
import { refuseCommonPassword } from './common-passwords.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailMessage } from '../mail/message.ts';
import {
  accountSetupMail,
  mailLocale,
  passwordResetMail,
  signInLinkMail,
} from '../mail/templates.ts';
import { sameSitePath } from '../../lib/same-site-path.ts';
import { hashToken, newOpaqueToken } from './session-service.ts';

/** Lifetime of an emailed link (docs/product/identity.md section 1: single-use, 10 minutes, ASVS 6.5.5). */
export const EMAIL_LINK_TTL_MINUTES = 10;
/**
 * Lifetime of the link a new administrator gets to choose a password: long enough to reach them
 * across a weekend (after it, "forgot password" sends a fresh one).
 */
export const ACCOUNT_SETUP_TTL_MINUTES = 72 * 60;

/** The web pages the links open. */
export const EMAIL_LINK_PAGE = '/auth-email-link';
export const RESET_PASSWORD_PAGE = '/reset-password';

/**
 * The key of an email address in the per-address counters (links mailed, failed sign-ins): the
 * address as accounts store it.
 */
export const addressKey = (email: string): string => normalizeEmail(email);

/** The one answer to a link that is unknown, used, expired, or for another address. */
export const invalidLink = () =>
  new AppError('bad_request', 'This link is invalid or has expired.');

function linkTo(publicUrl: string, page: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${page}?token=${encodeURIComponent(token)}`;
}

interface LinkContext {
  db: Db;
  publicUrl: string;
  now?: Date;
}

/** An account that may receive a link: active and with an address. */
async function activeAccountFor(db: Db, email: string): Promise<User | undefined> {
  const user = await findUserByLogin(db, email);
  return user && !user.archivedAt && user.email ? user : undefined;
}

async function newLink(
  ctx: LinkContext,
  params: {
    purpose: EmailTokenPurpose;
    user: User;
    redirectTo?: string | null;
    ttlMinutes?: number;
  },
): Promise<string> {
  const now = ctx.now ?? new Date();
  const ttlMinutes = params.ttlMinutes ?? EMAIL_LINK_TTL_MINUTES;
  const token = newOpaqueToken();
  await insertEmailLinkToken(ctx.db, {
    purpose: params.purpose,
    userId: params.user.id,
    email: normalizeEmail(params.user.email ?? ''),
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
    redirectTo: params.redirectTo ?? null,
  });
  return token;
}

/**
 * Prepares an email-link sign-in for `email`: when an active account has that address, stores a
 * single-use token and returns the mail to send (in the user's language); otherwise null. The
 * caller answers the same either way.
 */
export async function prepareSignInLink(
  ctx: LinkContext,
  params: { email: string; redirectTo?: string },
): Promise<{ user: User; mail: MailMessage } | null> {
  const user = await activeAccountFor(ctx.db, params.email);
  if (!user?.email) return null;
  const token = await newLink(ctx, {
    purpose: 'sign_in',
    user,
    redirectTo: sameSitePath(params.redirectTo) ?? null,
  });
  const rendered = signInLinkMail(
    mailLocale(user.preferredLocale),
    linkTo(ctx.publicUrl, EMAIL_LINK_PAGE, token),
    EMAIL_LINK_TTL_MINUTES,
  );
  return { user, mail: { to: user.email, ...rendered } };
}

/**
 * Uses a sign-in link: it must exist, be unused, unexpired and sent to `email`. Marks it used in
 * the same statement that checks it. Returns the user and where to land.
 */
export async function consumeSignInLink(
  ctx: LinkContext,
  params: { email: string; token: string },
): Promise<{ user: User; redirectTo: string | null }> {
  const row = await consumeEmailLinkToken(ctx.db, {
    tokenHash: hashToken(params.token),
    purpose: 'sign_in',
    email: normalizeEmail(params.email),
    now: ctx.now ?? new Date(),
  });
  const user = row?.userId ? await findUserById(ctx.db, row.userId) : undefined;
  if (!row || !user || user.archivedAt) throw invalidLink();
  return { user, redirectTo: sameSitePath(row.redirectTo) ?? null };
}

/**
 * Prepares a password reset for `email`: only an active account that has a password gets a link.
 * Returns the mail to send, or null.
 */
export async function preparePasswordReset(
  ctx: LinkContext,
  params: { email: string },
): Promise<{ user: User; mail: MailMessage } | null> {
  const user = await activeAccountFor(ctx.db, params.email);
  if (!user?.email || !(await hasPassword(ctx.db, user.id))) return null;
  const token = await newLink(ctx, { purpose: 'password_reset', user });
  const rendered = passwordResetMail(
    mailLocale(user.preferredLocale),
    linkTo(ctx.publicUrl, RESET_PASSWORD_PAGE, token),
    EMAIL_LINK_TTL_MINUTES,
  );
  return { user, mail: { to: user.email, ...rendered } };
}

/**
 * Prepares the first password of a new account made by an administrator: a password-reset link
 * (the same page and completion as a reset) in a welcome email, valid for
 * ACCOUNT_SETUP_TTL_MINUTES. Returns the mail to send; the account must have an email.
 */
export async function prepareAccountSetup(ctx: LinkContext, user: User): Promise<MailMessage> {
  if (!user.email) throw new Error('prepareAccountSetup: the account has no email');
  const token = await newLink(ctx, {
    purpose: 'password_reset',
    user,
    ttlMinutes: ACCOUNT_SETUP_TTL_MINUTES,
  });
  const rendered = accountSetupMail(
    mailLocale(user.preferredLocale),
    linkTo(ctx.publicUrl, RESET_PASSWORD_PAGE, token),
    ACCOUNT_SETUP_TTL_MINUTES / 60,
  );
  return { to: user.email, ...rendered };
}

/**
 * Sets a new password with a reset link: checks the password rules (docs/product/validation.md
 * section 1), uses the link, stores the argon2id hash and signs the account out everywhere, in one
 * transaction.
 */
export async function resetPasswordWithLink(
  ctx: LinkContext & { hashPassword: (password: string) => Promise<string> },
  params: { token: string; password: string },
): Promise<User> {
  const problems = passwordProblems(params.password);
  if (problems.length > 0) {
    throw new AppError('validation_failed', 'The password does not follow the rules.', {
      password: problems[0]!,
    });
  }
  await refuseCommonPassword(params.password, 'password');
  const passwordHash = await ctx.hashPassword(params.password);
  const now = ctx.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const row = await consumeEmailLinkToken(tx, {
      tokenHash: hashToken(params.token),
      purpose: 'password_reset',
      now,
    });
    const user = row?.userId ? await findUserById(tx, row.userId) : undefined;
    if (!row || !user || user.archivedAt) throw invalidLink();
    await setPasswordHash(tx, { userId: user.id, passwordHash, changedAt: now });
    await revokeUserSessions(tx, user.id, now);
    return user;
  });
}
