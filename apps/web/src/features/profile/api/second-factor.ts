import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AuthenticatorSetupSchema,
  RecoveryCodesSchema,
  SecondFactorStatusSchema,
  type AuthenticatorSetup,
  type SecondFactorStatus,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** GET /api/auth/second-factor/status: whether two-step sign-in is on, required, codes left. */
export async function getSecondFactorStatus(signal?: AbortSignal): Promise<SecondFactorStatus> {
  const body = await apiClient.get<unknown>('/auth/second-factor/status', { signal });
  return SecondFactorStatusSchema.parse(body);
}

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: profileKeys.secondFactor(),
    queryFn: ({ signal }) => getSecondFactorStatus(signal),
  });
}

/** POST /api/auth/second-factor/setup (recent sign-in): a new authenticator key to confirm. */
export async function beginSecondFactorSetup(): Promise<AuthenticatorSetup> {
  return AuthenticatorSetupSchema.parse(await apiClient.post<unknown>('/auth/second-factor/setup'));
}

/** POST /api/auth/second-factor/confirm: the app's first code turns it on; the recovery codes. */
export async function confirmSecondFactor(code: string): Promise<string[]> {
  const body = await apiClient.post<unknown>('/auth/second-factor/confirm', { code });
  return RecoveryCodesSchema.parse(body).recoveryCodes;
}

/** POST /api/auth/second-factor/recovery-codes (recent sign-in): a new set replaces the old. */
export async function renewRecoveryCodes(): Promise<string[]> {
  const body = await apiClient.post<unknown>('/auth/second-factor/recovery-codes');
  return RecoveryCodesSchema.parse(body).recoveryCodes;
}

/** POST /api/auth/second-factor/disable (recent sign-in; 409 when the account must keep it). */
export async function turnOffSecondFactor(): Promise<void> {
  await apiClient.post<unknown>('/auth/second-factor/disable');
}

export function useBeginSecondFactorSetup() {
  return useMutation({
    mutationKey: profileKeys.secondFactorSetup(),
    mutationFn: beginSecondFactorSetup,
  });
}

/** The mutations that change the status refetch it. */
function useStatusChange<T, V = void>(
  mutationKey: readonly unknown[],
  mutationFn: (value: V) => Promise<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.secondFactor() }),
  });
}

export const useConfirmSecondFactor = () =>
  useStatusChange(profileKeys.secondFactorConfirm(), confirmSecondFactor);
export const useRenewRecoveryCodes = () =>
  useStatusChange(profileKeys.recoveryCodes(), renewRecoveryCodes);
export const useTurnOffSecondFactor = () =>
  useStatusChange(profileKeys.secondFactorOff(), turnOffSecondFactor);
