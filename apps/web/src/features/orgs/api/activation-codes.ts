import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActivationCodeListSchema,
  ActivationCodeSchema,
  type ActivationCode,
  type ActivationCodeList,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { orgKeys } from './org-keys.ts';

const codesPath = (orgId: string) => `/admin/orgs/${encodeURIComponent(orgId)}/activation-codes`;

/** GET /api/admin/orgs/:id/activation-codes */
export async function getActivationCodes(
  orgId: string,
  signal?: AbortSignal,
): Promise<ActivationCodeList> {
  return ActivationCodeListSchema.parse(await apiClient.get<unknown>(codesPath(orgId), { signal }));
}

export const activationCodesQuery = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.codes(orgId),
    queryFn: ({ signal }) => getActivationCodes(orgId, signal),
  });

export const useActivationCodes = (orgId: string) => useQuery(activationCodesQuery(orgId));

/** POST /api/admin/orgs/:id/activation-codes (expiry: an ISO instant, or the default). */
export async function createActivationCode(
  orgId: string,
  expiresAt?: string,
): Promise<ActivationCode> {
  const body = await apiClient.post<unknown>(codesPath(orgId), expiresAt ? { expiresAt } : {});
  return ActivationCodeSchema.parse(body);
}

/** POST /api/admin/activation-codes/:code/revoke */
export async function revokeActivationCode(code: string): Promise<ActivationCode> {
  const body = await apiClient.post<unknown>(
    `/admin/activation-codes/${encodeURIComponent(code)}/revoke`,
  );
  return ActivationCodeSchema.parse(body);
}

export function useCreateActivationCode(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orgKeys.createCode(),
    mutationFn: (expiresAt?: string) => createActivationCode(orgId, expiresAt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.codes(orgId) }),
  });
}

export function useRevokeActivationCode(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orgKeys.revokeCode(),
    mutationFn: revokeActivationCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.codes(orgId) }),
  });
}
