import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserDocumentSchema, type UserDocument } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** GET /api/admin/documents/users/{uid}: the signed-in user's own record. */
export async function getUserDocument(uid: string, signal?: AbortSignal): Promise<UserDocument> {
  const body = await apiClient.get<unknown>(`/admin/documents/users/${encodeURIComponent(uid)}`, {
    signal,
  });
  return UserDocumentSchema.parse(body);
}

export const userDocumentQuery = (uid: string) =>
  queryOptions({
    queryKey: profileKeys.user(uid),
    queryFn: ({ signal }) => getUserDocument(uid, signal),
  });

export function useUserDocument(uid: string | undefined) {
  return useQuery({ ...userDocumentQuery(uid ?? ''), enabled: Boolean(uid) });
}
