import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

/** Username or e-mail address plus password (spec section 5: the identifier takes either). */
export interface SignInRequest {
  identifier: string;
  password: string;
}

/** POST /api/auth/sign-in. The answer's shape is defined with the auth API. */
export function signIn(request: SignInRequest): Promise<unknown> {
  return apiClient.post<unknown>('/auth/sign-in', request);
}

export function useSignIn() {
  return useMutation({ mutationKey: authKeys.signIn(), mutationFn: signIn });
}
