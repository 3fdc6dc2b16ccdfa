import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TaskBundleListSchema,
  TaskBundleSchema,
  type TaskBundle,
  type TaskBundleCreate,
  type TaskBundleUpdate,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** GET /api/admin/task-bundles */
export async function getBundles(signal?: AbortSignal): Promise<TaskBundle[]> {
  const body = await apiClient.get<unknown>('/admin/task-bundles', { signal });
  return TaskBundleListSchema.parse(body).items;
}

export function useBundles() {
  return useQuery({ queryKey: taskKeys.bundles(), queryFn: ({ signal }) => getBundles(signal) });
}

export type SaveBundleRequest =
  { id: null; body: TaskBundleCreate } | { id: string; body: TaskBundleUpdate };

/** POST /api/admin/task-bundles or PATCH /api/admin/task-bundles/:id. */
export async function saveBundle(request: SaveBundleRequest): Promise<TaskBundle> {
  const body =
    request.id === null
      ? await apiClient.post<unknown>('/admin/task-bundles', request.body)
      : await apiClient.patch<unknown>(
          `/admin/task-bundles/${encodeURIComponent(request.id)}`,
          request.body,
        );
  return TaskBundleSchema.parse(body);
}

export function useSaveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: taskKeys.saveBundle(),
    mutationFn: saveBundle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.bundles() }),
  });
}
