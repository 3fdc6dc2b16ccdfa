import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdministrationSchema,
  type Administration,
  type AdministrationInput,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { administrationKeys } from './administration-keys.ts';

export interface SaveAdministrationRequest {
  /** Present to update that administration; absent to create one (also for a duplicate). */
  id?: string;
  input: AdministrationInput;
}

/** POST /api/admin/administrations or PUT /api/admin/administrations/:id */
export async function saveAdministration({
  id,
  input,
}: SaveAdministrationRequest): Promise<Administration> {
  const body = id
    ? await apiClient.put<unknown>(`/admin/administrations/${encodeURIComponent(id)}`, input)
    : await apiClient.post<unknown>('/admin/administrations', input);
  return AdministrationSchema.parse(body);
}

export function useSaveAdministration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: administrationKeys.upsert(),
    mutationFn: saveAdministration,
    onSuccess: async (saved) => {
      queryClient.setQueryData(administrationKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: administrationKeys.lists() });
    },
  });
}
