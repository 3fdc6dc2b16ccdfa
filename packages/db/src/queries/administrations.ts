import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  administrationAssessments,
  administrationOrgs,
  administrations,
  assignments,
  orgs,
  taskVariants,
  tasks,
  type Administration,
} from '../schema/index.ts';
import type { OrgType } from '../schema/enums.ts';
import { inOrgScope, type OrgScope } from './scope.ts';

type NewAdministration = typeof administrations.$inferInsert;

/**
 * SQL: the ids of the organisations an administration reaches: its assigned organisations and
 * every descendant of them.
 */
export function administrationCoverage(administrationId: string): SQL {
  return sql`(
    with recursive covered(id) as (
      select ao.org_id from ${administrationOrgs} ao where ao.administration_id = ${administrationId}
      union
      select child.id from ${orgs} child join covered on child.parent_id = covered.id
    )
    select id from covered
  )`;
}

/** SQL: the scope's root organisations and every ancestor of them. */
function scopeAncestors(rootOrgIds: readonly string[]): SQL {
  const roots = sql.join(
    rootOrgIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(
    with recursive up(id, parent_id) as (
      select id, parent_id from ${orgs} where id in (${roots})
      union
      select parent.id, parent.parent_id from ${orgs} parent join up on parent.id = up.parent_id
    )
    select id from up
  )`;
}

/**
 * SQL condition: the administration whose id is `column` reaches into the scope, i.e. one of its
 * organisations lies inside the scope or above one of the scope's roots (an administration of a
 * district is visible to the teacher of one of its classes).
 */
export function administrationVisibleIn(column: SQLWrapper, scope: OrgScope): SQL {
  if (scope.all) return sql`true`;
  if (scope.rootOrgIds.length === 0) return sql`false`;
  return sql`exists (
    select 1 from ${administrationOrgs} ao
    where ao.administration_id = ${column}
      and (${inOrgScope(sql`ao.org_id`, scope)} or ao.org_id in ${scopeAncestors(scope.rootOrgIds)})
  )`;
}

/** One administration by id when the scope reaches it. */
export async function findAdministrationInScope(
  db: Db,
  id: string,
  scope: OrgScope,
): Promise<Administration | undefined> {
  const [row] = await db
    .select()
    .from(administrations)
    .where(and(eq(administrations.id, id), administrationVisibleIn(administrations.id, scope)));
  return row;
}

/**
 * Locks an administration's row until the transaction ends (`select ... for update`), so edits
 * and membership changes touching its assignments run one after the other.
 */
export async function lockAdministration(tx: Db, id: string): Promise<Administration | undefined> {
  const [row] = await tx
    .select()
    .from(administrations)
    .where(eq(administrations.id, id))
    .for('update');
  return row;
}

export async function insertAdministration(
  db: Db,
  values: NewAdministration,
): Promise<Administration> {
  const [row] = await db.insert(administrations).values(values).returning();
  if (!row) throw new Error('insertAdministration: no row returned');
  return row;
}

export async function updateAdministration(
  db: Db,
  id: string,
  values: Partial<NewAdministration>,
): Promise<void> {
  await db.update(administrations).set(values).where(eq(administrations.id, id));
}

/** Deletes an administration with its assessments, organisations and assignments. */
export async function deleteAdministration(db: Db, id: string): Promise<void> {
  await db.delete(administrations).where(eq(administrations.id, id));
}

/** Replaces the ordered assessments of an administration. */
export async function setAdministrationAssessments(
  db: Db,
  administrationId: string,
  list: readonly {
    variantId: string;
    taskId: string;
    conditions: Record<string, unknown> | null;
  }[],
): Promise<void> {
  await db
    .delete(administrationAssessments)
    .where(eq(administrationAssessments.administrationId, administrationId));
  if (list.length === 0) return;
  await db
    .insert(administrationAssessments)
    .values(list.map((a, position) => ({ ...a, administrationId, position })));
}

/** Replaces the organisations of an administration. */
export async function setAdministrationOrgs(
  db: Db,
  administrationId: string,
  orgIds: readonly string[],
): Promise<void> {
  await db
    .delete(administrationOrgs)
    .where(eq(administrationOrgs.administrationId, administrationId));
  if (orgIds.length === 0) return;
  await db
    .insert(administrationOrgs)
    .values([...new Set(orgIds)].map((orgId) => ({ administrationId, orgId })));
}

export interface AdministrationAssessmentDetail {
  administrationId: string;
  variantId: string;
  variantName: string;
  params: Record<string, unknown>;
  taskId: string;
  taskName: string;
  /** The name participants and report readers see ('ROAR - Word'); null when none is set. */
  taskPublicName: string | null;
  conditions: Record<string, unknown> | null;
}

/** The assessments of administrations in order, with their variant and task names. */
export async function findAdministrationAssessments(
  db: Db,
  administrationIds: readonly string[],
): Promise<AdministrationAssessmentDetail[]> {
  if (administrationIds.length === 0) return [];
  return db
    .select({
      administrationId: administrationAssessments.administrationId,
      variantId: administrationAssessments.variantId,
      variantName: taskVariants.name,
      params: taskVariants.params,
      taskId: administrationAssessments.taskId,
      taskName: tasks.name,
      taskPublicName: tasks.publicName,
      conditions: administrationAssessments.conditions,
    })
    .from(administrationAssessments)
    .innerJoin(taskVariants, eq(taskVariants.id, administrationAssessments.variantId))
    .innerJoin(tasks, eq(tasks.id, administrationAssessments.taskId))
    .where(inArray(administrationAssessments.administrationId, [...administrationIds]))
    .orderBy(administrationAssessments.administrationId, administrationAssessments.position);
}

/** The organisations of administrations with their types. */
export async function findAdministrationOrgs(
  db: Db,
  administrationIds: readonly string[],
): Promise<{ administrationId: string; orgId: string; type: OrgType }[]> {
  if (administrationIds.length === 0) return [];
  return db
    .select({
      administrationId: administrationOrgs.administrationId,
      orgId: administrationOrgs.orgId,
      type: orgs.type,
    })
    .from(administrationOrgs)
    .innerJoin(orgs, eq(orgs.id, administrationOrgs.orgId))
    .where(inArray(administrationOrgs.administrationId, [...administrationIds]))
    .orderBy(orgs.name);
}

/** Whether any participant has started an assessment of the administration. */
export async function hasStartedAssignments(db: Db, administrationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      and(
        eq(assignments.administrationId, administrationId),
        sql`(${assignments.startedOn} is not null or exists (
          select 1 from jsonb_array_elements(${assignments.assessments}) a
          where a->>'startedOn' is not null))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const SORT_COLUMNS = {
  name: administrations.name,
  dateOpened: administrations.dateOpened,
  dateClosed: administrations.dateClosed,
  dateCreated: administrations.createdAt,
} as const;

export interface ListAdministrationsParams {
  scope: OrgScope;
  search?: string | undefined;
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  includeTest: boolean;
}

/** One page of the administrations the scope reaches, with the total. */
export async function listAdministrations(
  db: Db,
  params: ListAdministrationsParams,
): Promise<{ rows: Administration[]; total: number }> {
  const pattern = params.search ? `%${params.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    sql`${administrations.archivedAt} is null`,
    params.includeTest ? undefined : eq(administrations.isTest, false),
    pattern
      ? or(ilike(administrations.name, pattern), ilike(administrations.publicName, pattern))
      : undefined,
    administrationVisibleIn(administrations.id, params.scope),
  );
  const [totalRow] = await db.select({ n: count() }).from(administrations).where(where);
  const direction = params.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(administrations)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[params.sort]), asc(administrations.id))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Of the given organisation ids, those inside the scope (not archived), with their types. */
export async function findOrgsInScope(
  db: Db,
  ids: readonly string[],
  scope: OrgScope,
): Promise<{ id: string; type: OrgType; districtId: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: orgs.id, type: orgs.type, districtId: orgs.districtId })
    .from(orgs)
    .where(
      and(
        inArray(orgs.id, [...new Set(ids)]),
        sql`${orgs.archivedAt} is null`,
        inOrgScope(orgs.id, scope),
      ),
    );
}

/** One administration by id, without any scope: for callers that authorised it otherwise. */
export async function lookupAdministration(
  db: Db,
  id: string,
): Promise<Administration | undefined> {
  const [row] = await db.select().from(administrations).where(eq(administrations.id, id));
  return row;
}
