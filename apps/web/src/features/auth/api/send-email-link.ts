import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { paths } from '../../../config/paths.ts';
import { authKeys } from './auth-keys.ts';

/** localStorage key holding the address until the link is completed (spec section 4). */
export const EMAIL_FOR_SIGN_IN_KEY = 'roar.emailForSignIn';

export interface EmailLinkRequest {
  email: string;
  /** Where the link leads: the email-link completion route. */
  redirectUrl: string;
}

/** POST /api/auth/email-link: starts an email-link sign-in. */
export async function sendEmailLink(email: string): Promise<void> {
  const request: EmailLinkRequest = {
    email,
    redirectUrl: new URL(paths.authEmailLink, window.location.origin).toString(),
  };
  await apiClient.post<unknown>('/auth/email-link', request);
  try {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
  } catch {
    // storage blocked: the completion page will ask for the address again
  }
}

export function useSendEmailLink() {
  return useMutation({ mutationKey: authKeys.emailLink(), mutationFn: sendEmailLink });
}
