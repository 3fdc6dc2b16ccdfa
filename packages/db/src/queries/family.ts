import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  administrations,
  assignments,
  memberships,
  orgs,
  users,
  type AssignmentAssessment,
  type User,
} from '../schema/index.ts';
import type { MembershipRole } from '../schema/enums.ts';
import { inOrgScope, type OrgScope } from './scope.ts';
import { membershipCurrentOn } from './memberships.ts';

/** The users with a current membership of `role` in any of the organisations, not archived. */
export async function findCurrentMembersOf(
  db: Db,
  params: { orgIds: readonly string[]; role: MembershipRole; day: string },
): Promise<(User & { orgId: string })[]> {
  if (params.orgIds.length === 0) return [];
  const rows = await db
    .select({ user: users, orgId: memberships.orgId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inArray(memberships.orgId, [...params.orgIds]),
        eq(memberships.role, params.role),
        membershipCurrentOn(params.day),
        isNull(users.archivedAt),
      ),
    )
    .orderBy(asc(users.nameFirst), asc(users.id))
    .limit(200);
  return rows.map((r) => ({ ...r.user, orgId: r.orgId }));
}

export interface OpenAssignmentRow {
  userId: string;
  administrationId: string;
  name: string;
  publicName: string | null;
  dateClosed: Date | null;
  assessments: AssignmentAssessment[];
}

/** Assignments of these users whose administration is open at `now` (not archived). */
export async function findOpenAssignmentsOf(
  db: Db,
  userIds: readonly string[],
  now: Date,
): Promise<OpenAssignmentRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: assignments.userId,
      administrationId: administrations.id,
      name: administrations.name,
      publicName: administrations.publicName,
      dateClosed: administrations.dateClosed,
      assessments: assignments.assessments,
    })
    .from(assignments)
    .innerJoin(administrations, eq(administrations.id, assignments.administrationId))
    .where(
      and(
        inArray(assignments.userId, [...userIds]),
        isNull(administrations.archivedAt),
        or(isNull(administrations.dateOpened), lte(administrations.dateOpened, now)),
        or(isNull(administrations.dateClosed), gte(administrations.dateClosed, now)),
      ),
    )
    .orderBy(asc(administrations.name), asc(administrations.id))
    .limit(500);
}

/** `%text%` for ILIKE, with the pattern characters of `text` escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** SQL: the user of the row is a student of the scope (see listStudentsInScope). */
function studentOfScope(scope: OrgScope, day: string) {
  return and(
    isNull(users.archivedAt),
    sql`exists (
      select 1 from ${memberships}
      where ${memberships.userId} = ${users.id}
        and ${memberships.role} in ('student', 'child')
        and ${membershipCurrentOn(day)}
        and ${inOrgScope(memberships.orgId, scope)}
    )`,
  );
}

/**
 * Students (student or child memberships current on `day`, not archived) of the organisations
 * inside `scope`, matching `search` on names or username, ordered by last then first name; one page
 * and the total. These are the students a launcher may launch.
 */
export async function listStudentsInScope(
  db: Db,
  scope: OrgScope,
  params: { search?: string | undefined; day: string; limit: number; offset: number },
): Promise<{ rows: User[]; total: number }> {
  const pattern = params.search ? containsPattern(params.search) : null;
  const where = and(
    studentOfScope(scope, params.day),
    pattern
      ? or(
          ilike(users.nameFirst, pattern),
          ilike(users.nameLast, pattern),
          ilike(users.displayName, pattern),
          ilike(users.username, pattern),
        )
      : undefined,
  );
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.nameLast), asc(users.nameFirst), asc(users.id))
    .limit(params.limit)
    .offset(params.offset);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Whether the user is one of the students of `scope` that listStudentsInScope lists. */
export async function isStudentInOrgScope(
  db: Db,
  userId: string,
  scope: OrgScope,
  day: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), studentOfScope(scope, day)))
    .limit(1);
  return rows.length > 0;
}

/** Family organisations among these ids (not archived). */
export async function findFamilies(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orgs)
    .where(and(inArray(orgs.id, [...ids]), eq(orgs.type, 'family'), isNull(orgs.archivedAt)));
}
