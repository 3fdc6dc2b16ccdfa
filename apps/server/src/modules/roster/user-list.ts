import type { AccessTokenPayload, ListUsersQuerySchema, ListUsersResponse } from '@roar/contracts';
import {
  countOrgUsers,
  findOrgInScope,
  listOrgUsers,
  type Db,
  type Org,
  type OrgType,
} from '@roar/db';
import type { z } from 'zod';
import type { CsvValue } from '../../lib/csv.ts';
import { today } from '../../lib/day.ts';
import { notFound } from '../../lib/errors.ts';
import { scopeOf } from '../access/scope.ts';
import { demographicsOf, toAdminUsers } from './admin-user.ts';

type ListQuery = z.output<typeof ListUsersQuerySchema>;

/** Rows one page of an export reads. */
const EXPORT_PAGE_SIZE = 1_000;

/** The organisation of a user list, when the caller may see it; 404 otherwise. */
export async function findListedOrg(
  db: Db,
  auth: AccessTokenPayload,
  params: { orgType: OrgType; orgId: string },
): Promise<Org> {
  const org = await findOrgInScope(db, { type: params.orgType, id: params.orgId }, scopeOf(auth));
  if (!org) throw notFound('No such organisation.');
  return org;
}

function listParams(org: Org, query: ListQuery, now: Date) {
  return {
    org,
    day: today(now),
    search: query.search || undefined,
    sort: query.sort,
    order: query.order,
    includeArchived: query.includeArchived,
  };
}

/** One page of the users of an organisation (list-users screen). */
export async function listUsersOfOrg(
  db: Db,
  auth: AccessTokenPayload,
  org: Org,
  query: ListQuery,
  now = new Date(),
): Promise<ListUsersResponse> {
  const params = listParams(org, query, now);
  const [users, total] = await Promise.all([
    listOrgUsers(db, {
      ...params,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countOrgUsers(db, params),
  ]);
  return {
    users: await toAdminUsers(db, auth, users, now),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Every user of the list as CSV cells (USER_EXPORT_COLUMNS), in the list's order and filter, read
 * page by page so an export of any size holds one page in memory.
 */
export async function* userExportRows(
  db: Db,
  org: Org,
  query: ListQuery,
  now = new Date(),
): AsyncGenerator<CsvValue[]> {
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const users = await listOrgUsers(db, {
      ...listParams(org, query, now),
      limit: EXPORT_PAGE_SIZE,
      offset,
    });
    for (const user of users) {
      const demographics = demographicsOf(user);
      yield [
        user.username,
        user.email,
        user.nameFirst,
        user.nameLast,
        demographics.state_id,
        user.grade,
        demographics.gender,
        user.dateOfBirth,
        user.userType,
        user.archivedAt !== null,
      ];
    }
    if (users.length < EXPORT_PAGE_SIZE) return;
  }
}
