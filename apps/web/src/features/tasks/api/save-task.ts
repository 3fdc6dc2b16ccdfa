import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskSchema, type Task, type TaskCreate, type TaskUpdate } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

export type SaveTaskRequest = { id: null; body: TaskCreate } | { id: string; body: TaskUpdate };

/** POST /api/admin/tasks (create) or PATCH /api/admin/tasks/:id (update). */
export async function saveTask(request: SaveTaskRequest): Promise<Task> {
  const body =
    request.id === null
      ? await apiClient.post<unknown>('/admin/tasks', request.body)
      : await apiClient.patch<unknown>(
          `/admin/tasks/${encodeURIComponent(request.id)}`,
          request.body,
        );
  return TaskSchema.parse(body);
}

export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: taskKeys.saveTask(),
    mutationFn: saveTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
  });
}
