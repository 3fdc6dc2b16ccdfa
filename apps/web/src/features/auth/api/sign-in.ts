import { useMutation } from '@tanstack/react-query';
import type { AuthSession } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

/**
 * Username or e-mail address plus password (docs/product/validation.md section 3: the identifier
 * takes either).
 */
export interface SignInRequest {
  identifier: string;
  password: string;
}

/** POST /api/auth/sign-in: a session (the refresh token arrives as an httpOnly cookie). */
export function signIn(request: SignInRequest): Promise<AuthSession> {
  return apiClient.post<AuthSession>('/auth/sign-in', request, {
    retryOnUnauthorized: false,
    attest: 'sign_in',
  });
}

export function useSignIn() {
  return useMutation({ mutationKey: authKeys.signIn(), mutationFn: signIn });
}
