import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OrgListSchema, type OrgList, type OrgListQuery } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { orgKeys } from './org-keys.ts';

/** GET /api/admin/orgs: one page of the organisations of a type the caller may see. */
export async function getOrgs(query: OrgListQuery, signal?: AbortSignal): Promise<OrgList> {
  const body = await apiClient.get<unknown>('/admin/orgs', {
    signal,
    query: {
      type: query.type,
      parentId: query.parentId,
      districtId: query.districtId,
      schoolId: query.schoolId,
      search: query.search || undefined,
      includeArchived: query.includeArchived,
      includeSubgroups: query.includeSubgroups,
      page: query.page as number | undefined,
      pageSize: query.pageSize as number | undefined,
    },
  });
  return OrgListSchema.parse(body);
}

export const orgsQuery = (query: OrgListQuery) =>
  queryOptions({
    queryKey: orgKeys.list(query),
    queryFn: ({ signal }) => getOrgs(query, signal),
  });

/** The list, keeping the previous page on screen while the next one loads. */
export function useOrgs(query: OrgListQuery, enabled = true) {
  return useQuery({ ...orgsQuery(query), enabled, placeholderData: keepPreviousData });
}
