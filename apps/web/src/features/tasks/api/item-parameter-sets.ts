import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ItemParameterSetListSchema,
  JobDetailSchema,
  type ItemParameterSetList,
  type JobDetail,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/**
 * Item-parameter sets of a task (super administrators; ADR 052): the list, starting a
 * calibration, activating a draft (which starts the rescoring of the task's runs).
 */

const base = (taskId: string) => `/admin/tasks/${encodeURIComponent(taskId)}/item-parameter-sets`;

export async function getParameterSets(
  taskId: string,
  signal?: AbortSignal,
): Promise<ItemParameterSetList> {
  return ItemParameterSetListSchema.parse(await apiClient.get<unknown>(base(taskId), { signal }));
}

export function useParameterSets(taskId: string) {
  return useQuery({
    queryKey: taskKeys.parameterSets(taskId),
    queryFn: ({ signal }) => getParameterSets(taskId, signal),
    enabled: taskId !== '',
  });
}

export function useStartCalibration(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (model: 'rasch' | '2pl'): Promise<JobDetail> =>
      JobDetailSchema.parse(
        await apiClient.post<unknown>(`${base(taskId)}/calibrations`, { model }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.parameterSets(taskId) }),
  });
}

export function useActivateParameterSet(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (setId: string) =>
      apiClient.post<unknown>(`${base(taskId)}/${encodeURIComponent(setId)}/activate`),
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.parameterSets(taskId) }),
  });
}
