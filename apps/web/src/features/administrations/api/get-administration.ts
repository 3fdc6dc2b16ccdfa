import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdministrationSchema, type Administration } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { administrationKeys } from './administration-keys.ts';

/** GET /api/admin/administrations/:id */
export async function getAdministration(id: string, signal?: AbortSignal): Promise<Administration> {
  const body = await apiClient.get<unknown>(`/admin/administrations/${encodeURIComponent(id)}`, {
    signal,
  });
  return AdministrationSchema.parse(body);
}

export const administrationQuery = (id: string) =>
  queryOptions({
    queryKey: administrationKeys.detail(id),
    queryFn: ({ signal }) => getAdministration(id, signal),
  });

export function useAdministration(id: string | undefined) {
  return useQuery({ ...administrationQuery(id ?? ''), enabled: Boolean(id) });
}
