import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminUserSchema,
  type AdminUser,
  type SetUserPasswordRequest,
  type UpdateUserRequest,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { usersKeys } from './users-keys.ts';

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** PATCH /api/admin/users/:id: an administrator edits a user; 400 carries per-field codes. */
export async function updateUser(id: string, request: UpdateUserRequest): Promise<AdminUser> {
  return AdminUserSchema.parse(await apiClient.patch<unknown>(userPath(id), request));
}

/** POST /api/admin/users/:id/archive or /unarchive. */
export async function setArchived(id: string, archived: boolean): Promise<AdminUser> {
  const action = archived ? 'archive' : 'unarchive';
  return AdminUserSchema.parse(await apiClient.post<unknown>(`${userPath(id)}/${action}`));
}

/** POST /api/admin/users/:id/sign-out: ends every session of the user (204). */
export async function signOutEverywhere(id: string): Promise<void> {
  await apiClient.post<unknown>(`${userPath(id)}/sign-out`);
}

/**
 * POST /api/admin/users/:id/second-factor/reset: forgets the user's authenticator app and recovery
 * codes and ends every session (204); where two-step sign-in is required, the next sign-in sets up
 * a new app (docs/decisions/031-second-factor.md).
 */
export async function resetSecondFactor(id: string): Promise<void> {
  await apiClient.post<unknown>(`${userPath(id)}/second-factor/reset`);
}

/** Signs the user out everywhere; with `resetSecondFactor`, also forgets their authenticator. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationKey: usersKeys.signOut(),
    mutationFn: ({ id, resetSecondFactor: reset }: { id: string; resetSecondFactor: boolean }) =>
      reset ? resetSecondFactor(id) : signOutEverywhere(id),
  });
}

/**
 * POST /api/admin/users/:id/password: a pupil's new password (204); the pupil is signed out
 * everywhere. 400 names the field `password` with a rule's code or `password_too_common`; 409 for
 * an account that is not a student's.
 */
export async function setUserPassword(id: string, password: string): Promise<void> {
  const body: SetUserPasswordRequest = { password };
  await apiClient.post<unknown>(`${userPath(id)}/password`, body);
}

export function useSetUserPassword() {
  return useMutation({
    mutationKey: usersKeys.setPassword(),
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      setUserPassword(id, password),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: usersKeys.update(),
    mutationFn: ({ id, request }: { id: string; request: UpdateUserRequest }) =>
      updateUser(id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}

export function useSetArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: usersKeys.archive(),
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) => setArchived(id, archived),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
