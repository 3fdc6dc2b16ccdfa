import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { OrgListSchema, type OrgKind, type OrgList } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { administrationKeys } from './administration-keys.ts';

/** How many organisations one tab lists; a search narrows the rest down. */
export const ORG_CHOICES_PAGE_SIZE = 100;

/**
 * GET /api/admin/orgs?type=: the organisations of one type the caller may assign (the server
 * scopes the list), sorted by name.
 */
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
      pageSize: ORG_CHOICES_PAGE_SIZE,
      // Subgroups can take part in an administration too.
      includeSubgroups: type === 'group' ? 'true' : undefined,
    },
  });
  return OrgListSchema.parse(body);
}

export const orgChoicesQuery = (type: OrgKind, search: string) =>
  queryOptions({
    queryKey: administrationKeys.orgChoices(type, search),
    queryFn: ({ signal }) => getOrgChoices(type, search, signal),
  });

export function useOrgChoices(type: OrgKind, search: string) {
  return useQuery({ ...orgChoicesQuery(type, search), placeholderData: keepPreviousData });
}

/**
 * Names of chosen organisations known only by id (an administration being edited): read from
 * the first page of each type's list, which the picker's tabs show anyway.
 */
export function useOrgNames(types: readonly OrgKind[]): Map<string, string> {
  const results = useQueries({ queries: types.map((type) => orgChoicesQuery(type, '')) });
  return new Map(results.flatMap((r) => r.data?.items.map((o) => [o.id, o.name] as const) ?? []));
}
