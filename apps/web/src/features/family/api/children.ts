import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AddChildrenResponseSchema,
  FamilyChildrenSchema,
  type FamilyChildInput,
  type FamilyChildren,
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

export function useAddChildren() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: familyKeys.addChildren(),
    mutationFn: addChildren,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.children() }),
  });
}
