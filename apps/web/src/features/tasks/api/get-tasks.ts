import { useQuery } from '@tanstack/react-query';
import { TaskListSchema, type Task } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** GET /api/admin/tasks: the catalogue with variants (optionally registered ones only). */
export async function getTasks(registeredOnly: boolean, signal?: AbortSignal): Promise<Task[]> {
  const body = await apiClient.get<unknown>('/admin/tasks', {
    signal,
    query: registeredOnly ? { registeredOnly: 'true' } : {},
  });
  return TaskListSchema.parse(body).items;
}

export function useTasks(registeredOnly: boolean) {
  return useQuery({
    queryKey: taskKeys.list(registeredOnly),
    queryFn: ({ signal }) => getTasks(registeredOnly, signal),
  });
}
