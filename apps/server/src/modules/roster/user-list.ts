import {
  USER_EXPORT_COLUMNS,
  type AccessTokenPayload,
  type ListUsersQuerySchema,
  type ListUsersResponse,
} from '@roar/contracts';
import {
  countOrgUsers,
  findOrgInScope,
  listOrgUsers,
  type Db,
  type Org,
  type OrgType,
  type User,
} from '@roar/db';
import type { z } from 'zod';
import type { CsvValue } from '../../lib/csv.ts';
import { today } from '../../lib/day.ts';
import { notFound } from '../../lib/errors.ts';
import { scopeOf } from '../access/scope.ts';
import type { CsvExport } from '../../lib/csv.ts';
import { demographicsOf, toAdminUsers } from './admin-user.ts';

type ListQuery = z.output<typeof ListUsersQuerySchema>;
/** What an export reads of the list's query: its filter and order, not its page. */
type ExportQuery = Pick<ListQuery, 'search' | 'sort' | 'order' | 'includeArchived'>;

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

function listParams(org: Org, query: ExportQuery, now: Date) {
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

/** One user's CSV cells, in USER_EXPORT_COLUMNS order. */
function userExportCells(user: User): CsvValue[] {
  const demographics = demographicsOf(user);
  return [
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

/**
 * Every user of the list as CSV cells (USER_EXPORT_COLUMNS), in the list's order and filter, a
 * page at a time, so an export of any size holds one page in memory.
 */
export async function* userExportBatches(
  db: Db,
  org: Org,
  query: ExportQuery,
  now = new Date(),
): AsyncGenerator<CsvValue[][]> {
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const users = await listOrgUsers(db, {
      ...listParams(org, query, now),
      limit: EXPORT_PAGE_SIZE,
      offset,
    });
    if (users.length > 0) yield users.map(userExportCells);
    if (users.length < EXPORT_PAGE_SIZE) return;
  }
}

/** The file name of a user list's CSV: `roar-users-{organisation}.csv` (as `users.csv` names it). */
function usersCsvFilename(org: Pick<Org, 'name'>): string {
  const kebab = org.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `roar-users-${kebab}.csv`;
}

/** A user list as a CSV export (lib/csv.ts): `GET .../users.csv` and the `export.users_csv` job. */
export function usersCsvExport(db: Db, org: Org, query: ExportQuery, now = new Date()): CsvExport {
  return {
    filename: usersCsvFilename(org),
    header: USER_EXPORT_COLUMNS,
    batches: userExportBatches(db, org, query, now),
    count: () => countOrgUsers(db, listParams(org, query, now)),
  };
}
