import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  JobDetailSchema,
  ListUsersResponseSchema,
  type JobDetail,
  type ListUsersQuerySchema,
  type ListUsersResponse,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { apiDownload, saveDownload } from '../../../lib/api-download.ts';
import { jobFilePath } from '../../../lib/jobs-api.ts';
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

/**
 * POST .../users/exports: every user of the list (same search and filter) as a CSV made by a
 * background job, answered at once with the job (docs/decisions/024-background-jobs.md).
 */
export async function startUsersExport(
  orgType: string,
  orgId: string,
  query: UsersListParams,
): Promise<JobDetail> {
  const body = await apiClient.post<unknown>(`${usersPath(orgType, orgId)}/exports`, {
    ...(query.search ? { search: query.search } : {}),
    sort: query.sort,
    order: query.order,
    includeArchived: query.includeArchived,
  });
  return JobDetailSchema.parse(body);
}

/** Saves the CSV an export job made. */
export async function saveUsersExport(jobId: string): Promise<void> {
  saveDownload(await apiDownload(jobFilePath(jobId)), 'roar-users.csv');
}
