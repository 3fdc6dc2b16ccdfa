import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AddChildrenResponseSchema,
  FamilyChildrenSchema,
  type FamilyChildInput,
  type FamilyChildren,
  type Locale,
  type SetUserPasswordRequest,
  type UpdateChildRequest,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { familyKeys } from './family-keys.ts';

/** GET /api/admin/family/children: the parent's children and their open assignments. */
export async function getChildren(signal?: AbortSignal): Promise<FamilyChildren> {
  return FamilyChildrenSchema.parse(
    await apiClient.get<unknown>('/admin/family/children', { signal }),
  );
}

export function useChildren() {
  return useQuery({
    queryKey: familyKeys.children(),
    queryFn: ({ signal }) => getChildren(signal),
  });
}

/** POST /api/admin/family/children: adds children to the parent's family (one transaction). */
export async function addChildren(students: FamilyChildInput[]): Promise<string[]> {
  const body = await apiClient.post<unknown>('/admin/family/children', { students });
  return AddChildrenResponseSchema.parse(body).childIds;
}

/**
 * POST /api/admin/family/children/:id/password: a new password for one of the parent's children
 * (204); the child is signed out everywhere. 400 names the field `password` with a rule's code or
 * `password_too_common`.
 */
export async function setChildPassword(id: string, password: string): Promise<void> {
  const body: SetUserPasswordRequest = { password };
  await apiClient.post<unknown>(`/admin/family/children/${encodeURIComponent(id)}/password`, body);
}

export function useSetChildPassword() {
  return useMutation({
    mutationKey: familyKeys.setChildPassword(),
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      setChildPassword(id, password),
  });
}

/**
 * PATCH /api/admin/family/children/:id: the language of the letters about one of the parent's
 * children (null: the reader's own language); 204.
 */
export async function setChildHomeLocale(id: string, homeLocale: Locale | null): Promise<void> {
  const body: UpdateChildRequest = { homeLocale };
  await apiClient.patch<unknown>(`/admin/family/children/${encodeURIComponent(id)}`, body);
}

export function useSetChildHomeLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: familyKeys.setChildHomeLocale(),
    mutationFn: ({ id, homeLocale }: { id: string; homeLocale: Locale | null }) =>
      setChildHomeLocale(id, homeLocale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.children() }),
  });
}

export function useAddChildren() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: familyKeys.addChildren(),
    mutationFn: addChildren,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.children() }),
  });
}
