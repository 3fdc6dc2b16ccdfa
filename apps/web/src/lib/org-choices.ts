import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { OrgListSchema, type OrgKind, type OrgList } from '@roar/contracts';
import { apiClient } from './api-client.ts';

/** How many organisations one picker lists; typing narrows the rest down on the server. */
export const ORG_CHOICES_PAGE_SIZE = 100;

export const orgChoicesKeys = {
  all: ['org-choices'] as const,
  list: (type: OrgKind, search: string) => [...orgChoicesKeys.all, type, search] as const,
};

/**
 * Only admin screens import this module (never a first-load page), so its schema import is fine.
 *
 * GET /api/admin/orgs?type=: the organisations of one type inside the caller's scope (the
 * server scopes the list), sorted by name: what organisation pickers offer.
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
      // Subgroups can be chosen too.
      includeSubgroups: type === 'group' ? 'true' : undefined,
    },
  });
  return OrgListSchema.parse(body);
}

export const orgChoicesQuery = (type: OrgKind, search: string) =>
  queryOptions({
    queryKey: orgChoicesKeys.list(type, search),
    queryFn: ({ signal }) => getOrgChoices(type, search, signal),
  });

export function useOrgChoices(type: OrgKind, search: string) {
  return useQuery({ ...orgChoicesQuery(type, search), placeholderData: keepPreviousData });
}

/**
 * Names of chosen organisations known only by id (an administration being edited): read from
 * the first page of each type's list, which a picker's tabs show anyway.
 */
export function useOrgNames(types: readonly OrgKind[]): Map<string, string> {
  const results = useQueries({ queries: types.map((type) => orgChoicesQuery(type, '')) });
  return new Map(results.flatMap((r) => r.data?.items.map((o) => [o.id, o.name] as const) ?? []));
}
