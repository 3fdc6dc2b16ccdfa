import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import type { TimeAccommodation } from '../schema/enums.ts';
import { administrations, memberships, orgs, runs, scores, tasks } from '../schema/index.ts';
import { PARTICIPANT_ROLES } from './assignments.ts';
import { membershipCurrentOn } from './memberships.ts';
import { inOrgScope } from './scope.ts';

/**
 * The individual score report. Core reads (who the student is, where they belong, names) and
 * assessment reads (runs and scores) are separate functions: the two schemas may live on two
 * databases (docs/decisions/003-two-targets.md), so nothing here joins across them.
 */

/** Most class or school names one student report lists. */
const ORG_NAMES_MAX = 50;

/** SQL: a current participant (student or child) membership of the user on `day`. */
function currentParticipant(userId: string, day: string) {
  return and(
    eq(memberships.userId, userId),
    inArray(memberships.role, [...PARTICIPANT_ROLES]),
    membershipCurrentOn(day),
  );
}

/**
 * Whether the user is (on `day`) a student or child of the organisation or of one of its
 * descendants (organisations not archived).
 */
export async function isParticipantInOrgTree(
  db: Db,
  params: { userId: string; orgId: string; day: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(
      and(
        currentParticipant(params.userId, params.day),
        isNull(orgs.archivedAt),
        inOrgScope(memberships.orgId, { all: false, rootOrgIds: [params.orgId] }),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Names of the classes and schools a participant currently belongs to, by name. A school counts
 * when the student is a member of it or of one of its classes.
 */
export async function findParticipantOrgNames(
  db: Db,
  params: { userId: string; day: string },
): Promise<{ classes: string[]; schools: string[] }> {
  const cls = alias(orgs, 'member_class');
  const memberOrgs = db
    .select({ id: memberships.orgId })
    .from(memberships)
    .where(currentParticipant(params.userId, params.day));
  const schoolsOfClasses = db
    .select({ id: sql<string>`coalesce(${cls.schoolId}, ${cls.parentId})`.as('school_id') })
    .from(memberships)
    .innerJoin(cls, eq(cls.id, memberships.orgId))
    .where(and(currentParticipant(params.userId, params.day), eq(cls.type, 'class')));
  const rows = await db
    .selectDistinct({ type: orgs.type, name: orgs.name })
    .from(orgs)
    .where(
      and(
        isNull(orgs.archivedAt),
        inArray(orgs.type, ['class', 'school']),
        or(
          inArray(orgs.id, memberOrgs),
          and(eq(orgs.type, 'school'), inArray(orgs.id, schoolsOfClasses)),
        ),
      ),
    )
    .orderBy(asc(orgs.name), asc(orgs.type))
    .limit(2 * ORG_NAMES_MAX);
  const names = (type: string) =>
    rows
      .filter((r) => r.type === type)
      .map((r) => r.name)
      .slice(0, ORG_NAMES_MAX);
  return { classes: names('class'), schools: names('school') };
}

/** Catalogue names of tasks by id. */
export async function findTaskNames(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; name: string; publicName: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: tasks.id, name: tasks.name, publicName: tasks.publicName })
    .from(tasks)
    .where(inArray(tasks.id, [...new Set(ids)]));
}

/** Names of administrations by id (archived ones included; missing ids are left out). */
export async function findAdministrationNames(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; name: string; publicName: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: administrations.id,
      name: administrations.name,
      publicName: administrations.publicName,
    })
    .from(administrations)
    .where(inArray(administrations.id, [...new Set(ids)]));
}

/** A completed run with its scores (assessment database). */
export interface ScoredRunRow {
  runId: string;
  taskId: string;
  administrationId: string | null;
  completedAt: Date | null;
  reliable: boolean | null;
  engagementFlags: string[];
  /** The time accommodation the run was played with. */
  timeAccommodation: TimeAccommodation;
  raw: Record<string, unknown> | null;
  computed: Record<string, unknown> | null;
}

const scoredRunColumns = {
  runId: runs.id,
  taskId: runs.taskId,
  administrationId: runs.administrationId,
  completedAt: runs.completedAt,
  reliable: runs.reliable,
  engagementFlags: runs.engagementFlags,
  timeAccommodation: runs.timeAccommodation,
  raw: scores.raw,
  computed: scores.computed,
};

/** Of the given runs, the user's completed ones that have scores. */
export async function findScoredRuns(
  db: Db,
  params: { userId: string; runIds: readonly string[] },
): Promise<ScoredRunRow[]> {
  return findScoredRunsOfUsers(db, { userIds: [params.userId], runIds: params.runIds });
}

/**
 * Of the given runs, the completed ones of these users that have scores (a class's best runs
 * for the score report's groups; both id lists so a run id of another user finds nothing).
 */
export async function findScoredRunsOfUsers(
  db: Db,
  params: { userIds: readonly string[]; runIds: readonly string[] },
): Promise<ScoredRunRow[]> {
  if (params.runIds.length === 0 || params.userIds.length === 0) return [];
  return db
    .select(scoredRunColumns)
    .from(runs)
    .innerJoin(scores, eq(scores.runId, runs.id))
    .where(
      and(
        inArray(runs.id, [...new Set(params.runIds)]),
        inArray(runs.userId, [...new Set(params.userIds)]),
        eq(runs.state, 'completed'),
      ),
    );
}

/** A point of a student's score history: a completed best run of a task (assessment database). */
export interface ScoreHistoryRow {
  runId: string;
  taskId: string;
  administrationId: string | null;
  completedAt: Date;
  computed: Record<string, unknown> | null;
}

/**
 * The user's completed, scored best runs of the tasks in any administration: the newest `perTask`
 * of each task, answered oldest first within a task.
 */
export async function findScoreHistory(
  db: Db,
  params: { userId: string; taskIds: readonly string[]; perTask: number },
): Promise<ScoreHistoryRow[]> {
  if (params.taskIds.length === 0) return [];
  const ranked = db
    .select({
      runId: runs.id,
      taskId: runs.taskId,
      administrationId: runs.administrationId,
      completedAt: runs.completedAt,
      computed: scores.computed,
      rank: sql<number>`row_number() over (
        partition by ${runs.taskId} order by ${runs.completedAt} desc, ${runs.id} desc
      )`.as('rank'),
    })
    .from(runs)
    .innerJoin(scores, eq(scores.runId, runs.id))
    .where(
      and(
        eq(runs.userId, params.userId),
        inArray(runs.taskId, [...new Set(params.taskIds)]),
        eq(runs.bestRun, true),
        eq(runs.state, 'completed'),
        isNotNull(runs.completedAt),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({
      runId: ranked.runId,
      taskId: ranked.taskId,
      administrationId: ranked.administrationId,
      completedAt: ranked.completedAt,
      computed: ranked.computed,
    })
    .from(ranked)
    .where(lte(ranked.rank, params.perTask))
    .orderBy(asc(ranked.taskId), asc(ranked.completedAt), asc(ranked.runId));
  return rows.flatMap((r) => (r.completedAt ? [{ ...r, completedAt: r.completedAt }] : []));
}
