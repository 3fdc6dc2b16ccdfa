import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { UserData } from '../../../stores/session-store.ts';
import { authKeys } from './auth-keys.ts';

/**
 * docs/product/errors.md section 1: the warning when a signed-in user without an address asks for a
 * reset.
 */
export const NO_EMAIL_WARNING =
  'Logged in user does not have an associated email. Unable to send password reset email';

/**
 * POST /api/auth/password-reset: mails a reset link when an account with a password has this
 * address. The answer is the same either way.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post<unknown>('/auth/password-reset', { email }, { attest: 'password_reset' });
}

/**
 * Asks for a reset email for a signed-in user (docs/product/validation.md section 6): refused with
 * a warning, returning false, when the user has no email; otherwise sends the request and returns
 * true.
 */
export async function sendPasswordResetEmail(
  user: Pick<UserData, 'email'> | null | undefined,
): Promise<boolean> {
  const email = user?.email?.trim();
  if (!email) {
    console.warn(NO_EMAIL_WARNING);
    return false;
  }
  await requestPasswordReset(email);
  return true;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** POST /api/auth/password-reset/complete: sets the new password; every session ends. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await apiClient.post<unknown>('/auth/password-reset/complete', request);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: authKeys.passwordReset(), mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationKey: authKeys.passwordResetComplete(), mutationFn: resetPassword });
}
