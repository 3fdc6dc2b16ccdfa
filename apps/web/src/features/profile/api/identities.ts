import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkedIdentitiesSchema, type LinkedIdentity, type SsoProvider } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** GET /api/auth/identities: the providers linked to the signed-in account. */
export async function getIdentities(signal?: AbortSignal): Promise<LinkedIdentity[]> {
  const body = await apiClient.get<unknown>('/auth/identities', { signal });
  return LinkedIdentitiesSchema.parse(body).identities;
}

export function useIdentities() {
  return useQuery({
    queryKey: profileKeys.identities(),
    queryFn: ({ signal }) => getIdentities(signal),
  });
}

/** DELETE /api/auth/identities/{provider} (needs a recent sign-in; 409 for the last way in). */
export async function unlinkIdentity(provider: SsoProvider): Promise<void> {
  await apiClient.delete<unknown>(`/auth/identities/${encodeURIComponent(provider)}`);
}

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: profileKeys.unlink(),
    mutationFn: unlinkIdentity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.identities() }),
  });
}

/** Full-page address that starts linking a provider and comes back to the accounts tab. */
export function linkProviderUrl(provider: SsoProvider, returnTo: string): string {
  return `/api/auth/providers/${encodeURIComponent(provider)}/start?link=1&redirect_to=${encodeURIComponent(returnTo)}`;
}
