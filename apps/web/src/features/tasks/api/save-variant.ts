import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TaskVariantSchema,
  type TaskVariant,
  type VariantCreate,
  type VariantUpdate,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

export type SaveVariantRequest =
  | { taskId: string; variantId: null; body: VariantCreate }
  | { taskId: string; variantId: string; body: VariantUpdate };

/** POST /api/admin/tasks/:id/variants or PATCH /api/admin/tasks/:id/variants/:variantId. */
export async function saveVariant(request: SaveVariantRequest): Promise<TaskVariant> {
  const base = `/admin/tasks/${encodeURIComponent(request.taskId)}/variants`;
  const body =
    request.variantId === null
      ? await apiClient.post<unknown>(base, request.body)
      : await apiClient.patch<unknown>(
          `${base}/${encodeURIComponent(request.variantId)}`,
          request.body,
        );
  return TaskVariantSchema.parse(body);
}

/** Saves, then refreshes task lists and bundles (they show variant names). */
export function useSaveVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: taskKeys.saveVariant(),
    mutationFn: saveVariant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
