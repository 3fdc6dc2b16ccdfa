import type { SignInResult } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';

/**
 * Username or e-mail address plus password (docs/product/validation.md section 3: the identifier
 * takes either).
 */
export interface SignInRequest {
  identifier: string;
  password: string;
}

/**
 * POST /api/auth/sign-in: a session (the refresh token arrives as an httpOnly cookie), or the
 * second step when the account uses (or must set up) an authenticator app. Not parsed with the
 * contract: the schema library stays off the sign-in page's first load (see api-client.ts).
 */
export function signIn(request: SignInRequest): Promise<SignInResult> {
  return apiClient.post<SignInResult>('/auth/sign-in', request, {
    retryOnUnauthorized: false,
    attest: 'sign_in',
  });
}

/** The sign-in request of the sign-in page (no server-state cache there, ADR 043). */
export function useSignIn() {
  return useAsyncAction(signIn);
}
