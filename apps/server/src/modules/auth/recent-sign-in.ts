import { RECENT_SIGN_IN_MAX_AGE_MS, type AccessTokenPayload } from '@roar/contracts';
import { AppError } from '../../lib/errors.ts';

/** Message of the 401 a sensitive change answers when the sign-in is too old (clients match it). */
export const RECENT_SIGN_IN_REQUIRED = 'recent_sign_in_required';

/**
 * Sensitive changes (password, linked accounts) need a sign-in younger than
 * RECENT_SIGN_IN_MAX_AGE_MS, judged from the token's `auth_time` (seconds; refreshing a token keeps
 * it). Otherwise 401 'unauthenticated' with the message RECENT_SIGN_IN_REQUIRED.
 */
export function assertRecentSignIn(auth: AccessTokenPayload, now = new Date()): void {
  const ageMs = now.getTime() - auth.auth_time * 1000;
  if (!(ageMs <= RECENT_SIGN_IN_MAX_AGE_MS)) {
    throw new AppError('unauthenticated', RECENT_SIGN_IN_REQUIRED);
  }
}
