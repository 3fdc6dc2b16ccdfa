import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserDocumentSchema, type UpdateProfileRequest, type UserDocument } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../stores/session-store.ts';
import { profileKeys } from './profile-keys.ts';

/** PATCH /api/admin/users/me: edits the signed-in user's names; answers the updated record. */
export async function updateProfile(request: UpdateProfileRequest): Promise<UserDocument> {
  return UserDocumentSchema.parse(await apiClient.patch<unknown>('/admin/users/me', request));
}

/** Saves, then refreshes the cached record and the session's user data (the greeting). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: profileKeys.updateProfile(),
    mutationFn: updateProfile,
    onSuccess: async (document) => {
      sessionStore.update((state) => ({ userData: { ...state.userData, ...document } }));
      await queryClient.invalidateQueries({ queryKey: profileKeys.user(document.id) });
    },
  });
}
