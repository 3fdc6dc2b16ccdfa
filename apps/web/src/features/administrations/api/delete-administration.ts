import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { administrationKeys } from './administration-keys.ts';

/** DELETE /api/admin/administrations/:id (super admins; 409 administration_started once begun). */
export async function deleteAdministration(id: string): Promise<void> {
  await apiClient.delete<unknown>(`/admin/administrations/${encodeURIComponent(id)}`);
}

export function useDeleteAdministration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: administrationKeys.delete(),
    mutationFn: deleteAdministration,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: administrationKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: administrationKeys.lists() });
    },
  });
}
