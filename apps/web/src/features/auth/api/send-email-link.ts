import { apiClient } from '../../../lib/api-client.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';

/**
 * localStorage key holding the address until the link is completed (docs/product/states.md
 * section 2).
 */
export const EMAIL_FOR_SIGN_IN_KEY = 'roar.emailForSignIn';

export interface EmailLinkRequest {
  email: string;
  /** Same-site path to land on after signing in (the sign-in page's redirect_to). */
  redirectTo?: string;
}

/** The address stored when the link was asked for on this device, if any. */
export function storedEmailForSignIn(): string | null {
  try {
    return window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    return null; // storage blocked
  }
}

/** Forgets the stored address (the link was completed: docs/product/states.md section 2). */
export function forgetEmailForSignIn(): void {
  try {
    window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    // storage blocked: nothing was stored
  }
}

/**
 * POST /api/auth/email-link: starts an email-link sign-in. The server answers the same whether or
 * not the account exists; the address is remembered so the link completes without asking again.
 */
export async function sendEmailLink(request: EmailLinkRequest): Promise<void> {
  const body: EmailLinkRequest = request.redirectTo
    ? { email: request.email, redirectTo: request.redirectTo }
    : { email: request.email };
  await apiClient.post<unknown>('/auth/email-link', body, { attest: 'email_link' });
  try {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, request.email);
  } catch {
    // storage blocked: the completion page will ask for the address again
  }
}

/** Asks for a sign-in link (the sign-in page has no server-state cache, ADR 043). */
export function useSendEmailLink() {
  return useAsyncAction(sendEmailLink);
}
