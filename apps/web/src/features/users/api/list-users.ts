import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ListUsersResponseSchema,
  type ListUsersQuerySchema,
  type ListUsersResponse,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { apiDownload, saveDownload } from '../../../lib/api-download.ts';
import { usersKeys } from './users-keys.ts';

/** What the list screen asks for: search, sort, page and the archived filter. */
export type UsersListParams = z.output<typeof ListUsersQuerySchema>;

const usersPath = (orgType: string, orgId: string) =>
  `/admin/orgs/${encodeURIComponent(orgType)}/${encodeURIComponent(orgId)}/users`;

const queryOf = (query: UsersListParams) => ({
  search: query.search || undefined,
  sort: query.sort,
  order: query.order,
  page: query.page,
  pageSize: query.pageSize,
  includeArchived: query.includeArchived ? 'true' : undefined,
});

/** GET /api/admin/orgs/:orgType/:orgId/users: one page of an organisation's users. */
export async function listUsers(
  orgType: string,
  orgId: string,
  query: UsersListParams,
  signal?: AbortSignal,
): Promise<ListUsersResponse> {
  const body = await apiClient.get<unknown>(usersPath(orgType, orgId), {
    signal,
    query: queryOf(query),
  });
  return ListUsersResponseSchema.parse(body);
}

export const listUsersQuery = (orgType: string, orgId: string, query: UsersListParams) =>
  queryOptions({
    queryKey: usersKeys.list(orgType, orgId, query),
    queryFn: ({ signal }) => listUsers(orgType, orgId, query, signal),
  });

export function useUsers(orgType: string, orgId: string, query: UsersListParams) {
  return useQuery({ ...listUsersQuery(orgType, orgId, query), placeholderData: keepPreviousData });
}

/** GET .../users.csv: every user of the list (same search and filter), saved as a file. */
export async function exportUsers(
  orgType: string,
  orgId: string,
  query: UsersListParams,
): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...filter } = queryOf(query);
  const file = await apiDownload(`${usersPath(orgType, orgId)}.csv`, { query: filter });
  saveDownload(file, 'roar-users.csv');
}
