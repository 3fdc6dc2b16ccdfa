import { and, asc, eq, inArray, isNull, lte, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  administrationOrgs,
  administrations,
  assignments,
  memberships,
  orgs,
  users,
  type Administration,
  type Assignment,
  type AssignmentAssessment,
} from '../schema/index.ts';
import { lockReportCountUsers, withReportCounts } from './report-counts.ts';
import { administrationCoverage } from './administrations.ts';
import { membershipCurrentOn } from './memberships.ts';

/** Membership roles that make a user a participant of an organisation's administrations. */
export const PARTICIPANT_ROLES = ['student', 'child'] as const;

export interface TargetStudent {
  id: string;
  grade: string | null;
  preferredLocale: string | null;
  districtId: string | null;
}

/**
 * The students an administration targets on `day`: users (not archived) with a current student or
 * child membership in one of its organisations or their descendants (organisations not archived).
 * `userIds` narrows the search to those users.
 */
export async function findTargetStudents(
  db: Db,
  params: { administrationId: string; day: string; userIds?: readonly string[] | undefined },
): Promise<TargetStudent[]> {
  if (params.userIds?.length === 0) return [];
  return db
    .selectDistinct({
      id: users.id,
      grade: users.grade,
      preferredLocale: users.preferredLocale,
      districtId: users.districtId,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(
      and(
        sql`${memberships.orgId} in ${administrationCoverage(params.administrationId)}`,
        inArray(memberships.role, [...PARTICIPANT_ROLES]),
        membershipCurrentOn(params.day),
        isNull(orgs.archivedAt),
        isNull(users.archivedAt),
        // On memberships (its user index), not on users: the coverage of a big class must not be
        // scanned for a few of its members (a roster import's chunk).
        params.userIds ? inArray(memberships.userId, [...params.userIds]) : undefined,
      ),
    );
}

/** The assignments of an administration, optionally only those of some users. */
export async function findAssignmentsOfAdministration(
  db: Db,
  params: { administrationId: string; userIds?: readonly string[] | undefined },
): Promise<Assignment[]> {
  if (params.userIds?.length === 0) return [];
  return db
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.administrationId, params.administrationId),
        params.userIds ? inArray(assignments.userId, [...params.userIds]) : undefined,
      ),
    );
}

export interface AssignmentWrite {
  administrationId: string;
  userId: string;
  districtId: string | null;
  assessments: AssignmentAssessment[];
  startedOn: Date | null;
  completedOn: Date | null;
}

const UPSERT_CHUNK = 500;

/** Inserts or replaces assignments (one per administration and user), in chunks. */
export async function upsertAssignments(
  db: Db,
  rows: readonly AssignmentWrite[],
  now: Date,
): Promise<void> {
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    const chunk = rows.slice(i, i + UPSERT_CHUNK);
    await withReportCounts(
      db,
      chunk.map((r) => r.userId),
      (tx) =>
        tx
          .insert(assignments)
          .values(chunk.map((r) => ({ ...r, createdAt: now, updatedAt: now })))
          .onConflictDoUpdate({
            target: [assignments.administrationId, assignments.userId],
            set: {
              assessments: sql`excluded.assessments`,
              startedOn: sql`excluded.started_on`,
              completedOn: sql`excluded.completed_on`,
              districtId: sql`excluded.district_id`,
              updatedAt: now,
            },
          }),
    );
  }
}

export async function deleteAssignments(db: Db, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += UPSERT_CHUNK) {
    const chunk = ids.slice(i, i + UPSERT_CHUNK);
    await withReportCounts(db, await userIdsOfAssignments(db, chunk), (tx) =>
      tx.delete(assignments).where(inArray(assignments.id, chunk)),
    );
  }
}

/**
 * Administrations (not archived, not closed at `now`) that concern the users: assigned to an
 * organisation above or at one of their current participant memberships, or holding an
 * assignment of theirs. Sorted by id, so callers lock them in one order.
 */
export async function findAdministrationsConcerning(
  db: Db,
  params: { userIds: readonly string[]; day: string; now: Date },
): Promise<string[]> {
  if (params.userIds.length === 0) return [];
  const ids = sql.join(
    params.userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const roles = sql.join(
    PARTICIPANT_ROLES.map((r) => sql`${r}`),
    sql`, `,
  );
  const reachable = sql`(
    with recursive up(id, parent_id) as (
      select o.id, o.parent_id from ${orgs} o join ${memberships} m on m.org_id = o.id
      where m.user_id in (${ids}) and m.role in (${roles})
        and m.start_on <= ${params.day} and (m.end_on is null or m.end_on >= ${params.day})
      union
      select parent.id, parent.parent_id from ${orgs} parent join up on parent.id = up.parent_id
    )
    select id from up
  )`;
  const rows = await db
    .select({ id: administrations.id })
    .from(administrations)
    .where(
      and(
        isNull(administrations.archivedAt),
        or(isNull(administrations.dateClosed), gte(administrations.dateClosed, params.now)),
        or(
          sql`exists (select 1 from ${administrationOrgs} ao
            where ao.administration_id = ${administrations.id} and ao.org_id in ${reachable})`,
          sql`exists (select 1 from ${assignments} a
            where a.administration_id = ${administrations.id} and a.user_id in (${ids}))`,
        ),
      ),
    )
    .orderBy(asc(administrations.id));
  return rows.map((r) => r.id);
}

/**
 * The assignments of a user whose administration is open at `now` (not archived, opened, not
 * closed), with the administration; test administrations only when `includeTest`.
 */
export async function findOpenAssignmentsOfUser(
  db: Db,
  params: { userId: string; now: Date; includeTest: boolean; administrationId?: string },
): Promise<{ assignment: Assignment; administration: Administration }[]> {
  return db
    .select({ assignment: assignments, administration: administrations })
    .from(assignments)
    .innerJoin(administrations, eq(administrations.id, assignments.administrationId))
    .where(
      and(
        eq(assignments.userId, params.userId),
        params.administrationId
          ? eq(assignments.administrationId, params.administrationId)
          : undefined,
        isNull(administrations.archivedAt),
        or(isNull(administrations.dateOpened), lte(administrations.dateOpened, params.now)),
        or(isNull(administrations.dateClosed), gte(administrations.dateClosed, params.now)),
        params.includeTest ? undefined : eq(administrations.isTest, false),
      ),
    )
    .orderBy(asc(administrations.name), asc(administrations.id));
}

/** The students holding these assignments. */
async function userIdsOfAssignments(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ userId: assignments.userId })
    .from(assignments)
    .where(inArray(assignments.id, [...ids]));
  return rows.map((r) => r.userId);
}

/**
 * Locks one assignment row until the transaction ends and answers it. The student's user row is
 * locked first, the order every writer of report counts follows (lockReportCountUsers).
 */
export async function lockAssignment(
  tx: Db,
  params: { userId: string; administrationId: string },
): Promise<Assignment | undefined> {
  await lockReportCountUsers(tx, [params.userId]);
  const [row] = await tx
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.userId, params.userId),
        eq(assignments.administrationId, params.administrationId),
      ),
    )
    .for('update');
  return row;
}

/** Writes the per-assessment state and dates of one assignment. */
export async function updateAssignmentState(
  db: Db,
  id: string,
  values: { assessments: AssignmentAssessment[]; startedOn: Date | null; completedOn: Date | null },
): Promise<void> {
  await withReportCounts(db, await userIdsOfAssignments(db, [id]), (tx) =>
    tx.update(assignments).set(values).where(eq(assignments.id, id)),
  );
}

/** Whether the user holds an assignment of the administration (any state). */
export async function hasAssignment(
  db: Db,
  params: { userId: string; administrationId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      and(
        eq(assignments.userId, params.userId),
        eq(assignments.administrationId, params.administrationId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
