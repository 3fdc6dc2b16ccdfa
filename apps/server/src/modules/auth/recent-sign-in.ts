import { RECENT_SIGN_IN_MAX_AGE_MS, type AccessTokenPayload } from '@roar/contracts';
import { AppError } from '../../lib/errors.ts';

/** Message of the 401 a sensitive change answers when the sign-in is too old (clients match it). */
export const RECENT_SIGN_IN_REQUIRED = 'recent_sign_in_required';

/**
 * Whether a sign-in made at `authenticatedAt` is recent enough for a sensitive change: no older
 * than RECENT_SIGN_IN_MAX_AGE_MS. The one rule for access tokens and refresh sessions alike.
 */
export function isRecentSignIn(authenticatedAt: Date, now = new Date()): boolean {
  const ageMs = now.getTime() - authenticatedAt.getTime();
  return ageMs <= RECENT_SIGN_IN_MAX_AGE_MS;
}

/**
 * Sensitive changes (password, linked accounts) need a sign-in younger than
 * RECENT_SIGN_IN_MAX_AGE_MS, judged from the token's `auth_time` (seconds; refreshing a token keeps
 * it). Otherwise 401 'unauthenticated' with the message RECENT_SIGN_IN_REQUIRED.
 */
export function assertRecentSignIn(auth: AccessTokenPayload, now = new Date()): void {
  if (!isRecentSignIn(new Date(auth.auth_time * 1000), now)) {
    throw new AppError('unauthenticated', RECENT_SIGN_IN_REQUIRED);
  }
}
