import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { memberships, orgs, users, type NewUser, type Org, type User } from '../schema/index.ts';
import { withReportCounts } from './report-counts.ts';
import type { MembershipRole, OrgType } from '../schema/enums.ts';
import { ORG_TYPES_WITH_DESCENDANTS, likePattern } from './org-admin.ts';
import { membershipCurrentOn } from './memberships.ts';
import { inOrgScope, type OrgScope } from './scope.ts';

/** Columns a user list can be sorted by. */
export type UserListSort =
  | 'username'
  | 'email'
  | 'lastName'
  | 'firstName'
  | 'grade'
  | 'dateOfBirth'
  | 'userType'
  | 'archived';

export interface OrgUsersParams {
  /** The organisation (already checked to be inside the caller's scope). */
  org: Pick<Org, 'id' | 'type'>;
  /** Today as YYYY-MM-DD: memberships current on this day count. */
  day: string;
  /** Matched (case-insensitively, anywhere) against username, email and names. */
  search?: string | undefined;
  sort: UserListSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  includeArchived: boolean;
}

/** PK, TK, K, then 1..13 by number; anything else last. */
const gradeOrder = sql`case ${users.grade} when 'PK' then -2 when 'TK' then -1 when 'K' then 0
  else case when ${users.grade} ~ '^[0-9]+$' then ${users.grade}::int else null end end`;

const SORT_COLUMNS: Record<UserListSort, SQL> = {
  username: sql`coalesce(${users.username}, ${users.email})`,
  lastName: sql`lower(${users.nameLast})`,
  firstName: sql`lower(${users.nameFirst})`,
  grade: gradeOrder,
  dateOfBirth: sql`${users.dateOfBirth}`,
  email: sql`${users.email}`,
  userType: sql`${users.userType}`,
  archived: sql`${users.archivedAt} is not null`,
};

function orgUsersWhere(params: Omit<OrgUsersParams, 'sort' | 'order' | 'limit' | 'offset'>): SQL {
  const { org } = params;
  const orgCondition = ORG_TYPES_WITH_DESCENDANTS.includes(org.type)
    ? inOrgScope(memberships.orgId, { all: false, rootOrgIds: [org.id] })
    : eq(memberships.orgId, org.id);
  const inOrg = sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id}
    and ${membershipCurrentOn(params.day)} and ${orgCondition})`;
  const conditions: SQL[] = [inOrg];
  if (!params.includeArchived) conditions.push(isNull(users.archivedAt));
  if (params.search) {
    const pattern = likePattern(params.search);
    const fullName = sql`coalesce(${users.nameFirst}, '') || ' ' || coalesce(${users.nameLast}, '')`;
    conditions.push(
      or(
        sql`${users.username} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
        sql`${users.nameFirst} ilike ${pattern}`,
        sql`${users.nameMiddle} ilike ${pattern}`,
        sql`${users.nameLast} ilike ${pattern}`,
        sql`${fullName} ilike ${pattern}`,
      )!,
    );
  }
  return and(...conditions)!;
}

/**
 * One page of the users currently in an organisation (for districts and schools also in any
 * organisation below them) that match the search.
 */
export async function listOrgUsers(db: Db, params: OrgUsersParams): Promise<User[]> {
  const direction = params.order === 'desc' ? desc : asc;
  const sortColumn = SORT_COLUMNS[params.sort];
  return db
    .select()
    .from(users)
    .where(orgUsersWhere(params))
    .orderBy(sql`${sortColumn} is null`, direction(sortColumn), asc(users.username), asc(users.id))
    .limit(params.limit)
    .offset(params.offset);
}

/** How many users `listOrgUsers` finds over all pages. */
export async function countOrgUsers(
  db: Db,
  params: Omit<OrgUsersParams, 'sort' | 'order' | 'limit' | 'offset'>,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(orgUsersWhere(params));
  return row?.n ?? 0;
}

export interface ScopedMembership {
  userId: string;
  orgId: string;
  orgType: OrgType;
  orgName: string;
  role: MembershipRole;
}

/** Current memberships of these users in live organisations the scope includes. */
export async function findScopedMemberships(
  db: Db,
  userIds: readonly string[],
  scope: OrgScope,
  day: string,
): Promise<ScopedMembership[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: memberships.userId,
      orgId: memberships.orgId,
      orgType: orgs.type,
      orgName: orgs.name,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(
      and(
        inArray(memberships.userId, [...userIds]),
        membershipCurrentOn(day),
        isNull(orgs.archivedAt),
        inOrgScope(memberships.orgId, scope),
      ),
    )
    .orderBy(asc(orgs.name));
}

/** The fields an administrator changes on a user. */
export type UserAdminChanges = Pick<
  NewUser,
  | 'nameFirst'
  | 'nameMiddle'
  | 'nameLast'
  | 'grade'
  | 'dateOfBirth'
  | 'demographics'
  | 'homeLocale'
  | 'timeAccommodation'
>;

/** Applies an administrator's changes to one user; undefined when there is no such user. */
export async function updateUserAdminFields(
  db: Db,
  userId: string,
  changes: Partial<UserAdminChanges>,
): Promise<User | undefined> {
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  }
  const update = async (tx: Db) =>
    (await tx.update(users).set(changes).where(eq(users.id, userId)).returning())[0];
  // The grade is a cell key of the report counts (ADR 040).
  return 'grade' in changes ? withReportCounts(db, [userId], update) : update(db);
}

/** Archives (a date) or restores (null) one user. */
export async function setUserArchivedAt(
  db: Db,
  userId: string,
  archivedAt: Date | null,
): Promise<User | undefined> {
  const [row] = await db.update(users).set({ archivedAt }).where(eq(users.id, userId)).returning();
  return row;
}

/** Which of these (lower-cased) usernames and emails already belong to an account. */
export async function findTakenLogins(
  db: Db,
  params: { usernames: readonly string[]; emails: readonly string[] },
): Promise<{ usernames: Set<string>; emails: Set<string> }> {
  const conditions: SQL[] = [];
  if (params.usernames.length > 0) conditions.push(inArray(users.username, [...params.usernames]));
  if (params.emails.length > 0) conditions.push(inArray(users.email, [...params.emails]));
  if (conditions.length === 0) return { usernames: new Set(), emails: new Set() };
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(...conditions));
  return {
    usernames: new Set(rows.flatMap((r) => (r.username ? [r.username] : []))),
    emails: new Set(rows.flatMap((r) => (r.email ? [r.email] : []))),
  };
}

/**
 * Live organisations of these types inside the scope whose names, lower-cased, are among `names`
 * (roster imports name organisations rather than giving ids).
 */
export async function findScopedOrgsByName(
  db: Db,
  params: { types: readonly OrgType[]; names: readonly string[] },
  scope: OrgScope,
): Promise<Org[]> {
  if (params.names.length === 0 || params.types.length === 0) return [];
  return db
    .select()
    .from(orgs)
    .where(
      and(
        inArray(orgs.type, [...params.types]),
        inArray(sql`lower(${orgs.name})`, [...params.names]),
        isNull(orgs.archivedAt),
        inOrgScope(orgs.id, scope),
      ),
    );
}

/** Live organisations with these ids that are inside the scope. */
export async function findScopedOrgsByIds(
  db: Db,
  ids: readonly string[],
  scope: OrgScope,
): Promise<Org[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orgs)
    .where(and(inArray(orgs.id, [...ids]), isNull(orgs.archivedAt), inOrgScope(orgs.id, scope)));
}
