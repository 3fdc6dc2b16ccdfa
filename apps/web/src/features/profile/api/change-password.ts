import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangePasswordRequestSchema } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** POST /api/auth/password: sets a new password (needs a recent sign-in). */
export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await apiClient.post<unknown>('/auth/password', request);
}

export function useChangePassword() {
  return useMutation({ mutationKey: profileKeys.changePassword(), mutationFn: changePassword });
}
