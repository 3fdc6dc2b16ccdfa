import { useMutation, useQuery } from '@tanstack/react-query';
import {
  SecondFactorChallengeSchema,
  SecondFactorSessionSchema,
  type SecondFactorChallenge,
  type SecondFactorSession,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

/**
 * GET /api/auth/second-factor: the pending sign-in held in this browser's cookie (verify, or enrol
 * with the authenticator to set up). 401 second_factor_expired when there is none.
 */
export async function getSecondFactorChallenge(
  signal?: AbortSignal,
): Promise<SecondFactorChallenge> {
  const body = await apiClient.get<unknown>('/auth/second-factor', {
    signal,
    retryOnUnauthorized: false,
  });
  return SecondFactorChallengeSchema.parse(body);
}

export function useSecondFactorChallenge() {
  return useQuery({
    queryKey: authKeys.secondFactor(),
    queryFn: ({ signal }) => getSecondFactorChallenge(signal),
    // Read once per visit: the pending sign-in changes only by what this page sends.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * POST /api/auth/second-factor: the code from the app (or a recovery code) ends the sign-in with a
 * session; with the recovery codes when an authenticator was just set up.
 */
export async function submitSecondFactorCode(code: string): Promise<SecondFactorSession> {
  const body = await apiClient.post<unknown>(
    '/auth/second-factor',
    { code },
    { retryOnUnauthorized: false },
  );
  return SecondFactorSessionSchema.parse(body);
}

export function useSubmitSecondFactorCode() {
  return useMutation({
    mutationKey: authKeys.secondFactorCode(),
    mutationFn: submitSecondFactorCode,
  });
}
