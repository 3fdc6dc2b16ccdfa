import { useQuery } from '@tanstack/react-query';
import { TaskBundleListSchema, TaskListSchema, type Task, type TaskBundle } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { administrationKeys } from './administration-keys.ts';

/** GET /api/admin/tasks?registeredOnly=true: the tasks and variants an administration may hold. */
export async function getTasks(signal?: AbortSignal): Promise<Task[]> {
  const body = await apiClient.get<unknown>('/admin/tasks', {
    signal,
    query: { registeredOnly: 'true' },
  });
  return TaskListSchema.parse(body).items;
}

/** GET /api/admin/task-bundles */
export async function getTaskBundles(signal?: AbortSignal): Promise<TaskBundle[]> {
  const body = await apiClient.get<unknown>('/admin/task-bundles', { signal });
  return TaskBundleListSchema.parse(body).items;
}

export function useTasks() {
  return useQuery({
    queryKey: administrationKeys.tasks(),
    queryFn: ({ signal }) => getTasks(signal),
  });
}

export function useTaskBundles(enabled: boolean) {
  return useQuery({
    queryKey: administrationKeys.bundles(),
    queryFn: ({ signal }) => getTaskBundles(signal),
    enabled,
  });
}
