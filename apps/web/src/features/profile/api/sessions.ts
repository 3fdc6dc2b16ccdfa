import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SignedInSessionsSchema, type SignedInSession } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** GET /api/auth/sessions: where the signed-in user is signed in. */
export async function getSessions(signal?: AbortSignal): Promise<SignedInSession[]> {
  const body = await apiClient.get<unknown>('/auth/sessions', { signal });
  return SignedInSessionsSchema.parse(body).sessions;
}

export function useSessions() {
  return useQuery({
    queryKey: profileKeys.sessions(),
    queryFn: ({ signal }) => getSessions(signal),
  });
}

/** DELETE /api/auth/sessions/{id}: signs that device out. */
export async function endSession(id: string): Promise<void> {
  await apiClient.delete<unknown>(`/auth/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: profileKeys.endSession(),
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}
