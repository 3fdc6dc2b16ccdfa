import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AdministrationListSchema,
  type AdministrationList,
  type AdministrationListQuery,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { administrationKeys } from './administration-keys.ts';

/** GET /api/admin/administrations: one page of the administrations the caller may see. */
export async function getAdministrations(
  query: AdministrationListQuery,
  signal?: AbortSignal,
): Promise<AdministrationList> {
  const body = await apiClient.get<unknown>('/admin/administrations', {
    signal,
    query: {
      search: query.search || undefined,
      sort: query.sort,
      order: query.order,
      // z.coerce makes the input types unknown; the screen passes numbers.
      page: query.page as number | undefined,
      pageSize: query.pageSize as number | undefined,
      includeTest: query.includeTest,
    },
  });
  return AdministrationListSchema.parse(body);
}

export const administrationsQuery = (query: AdministrationListQuery) =>
  queryOptions({
    queryKey: administrationKeys.list(query),
    queryFn: ({ signal }) => getAdministrations(query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdministrations(query: AdministrationListQuery) {
  return useQuery(administrationsQuery(query));
}
