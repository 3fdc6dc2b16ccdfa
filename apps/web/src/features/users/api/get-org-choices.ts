import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OrgListSchema, type OrgKind, type OrgList } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { usersKeys } from './users-keys.ts';

/** Choices one select offers; typing narrows the rest down on the server. */
const CHOICES_PAGE_SIZE = 100;

/** GET /api/admin/orgs?type=: organisations of one type inside the caller's scope, by name. */
export async function getOrgChoices(
  type: OrgKind,
  search: string,
  signal?: AbortSignal,
): Promise<OrgList> {
  const body = await apiClient.get<unknown>('/admin/orgs', {
    signal,
    query: {
      type,
      search: search || undefined,
      pageSize: CHOICES_PAGE_SIZE,
      includeSubgroups: type === 'group' ? 'true' : undefined,
    },
  });
  return OrgListSchema.parse(body);
}

export function useOrgChoices(type: OrgKind, search: string) {
  return useQuery({
    queryKey: usersKeys.orgChoices(type, search),
    queryFn: ({ signal }) => getOrgChoices(type, search, signal),
    placeholderData: keepPreviousData,
  });
}
