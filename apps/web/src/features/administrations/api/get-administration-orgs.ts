import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdministrationOrgNodeSchema, type AdministrationOrgNode } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { administrationKeys } from './administration-keys.ts';

const NodesSchema = AdministrationOrgNodeSchema.array();

/**
 * GET /api/admin/administrations/:id/orgs: the top of the administration's organisation tree
 * (within the caller's scope), or the children of `parentId`, with progress counts.
 */
export async function getAdministrationOrgs(
  id: string,
  parentId: string | null,
  signal?: AbortSignal,
): Promise<AdministrationOrgNode[]> {
  const body = await apiClient.get<unknown>(
    `/admin/administrations/${encodeURIComponent(id)}/orgs`,
    { signal, query: { parentId: parentId ?? undefined } },
  );
  return NodesSchema.parse(body);
}

export const administrationOrgsQuery = (id: string, parentId: string | null) =>
  queryOptions({
    queryKey: administrationKeys.orgs(id, parentId),
    queryFn: ({ signal }) => getAdministrationOrgs(id, parentId, signal),
  });

export function useAdministrationOrgs(id: string, parentId: string | null) {
  return useQuery(administrationOrgsQuery(id, parentId));
}
