import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { assignments, memberships, orgs } from '../schema/index.ts';
import type { OrgType } from '../schema/enums.ts';
import { administrationCoverage } from './administrations.ts';
import { inOrgScope, type OrgScope } from './scope.ts';

/** Net progress of assignments: assigned = not started, started = not completed. */
export interface ProgressCounts {
  assigned: number;
  started: number;
  completed: number;
}

export const NO_PROGRESS: ProgressCounts = { assigned: 0, started: 0, completed: 0 };

/** SQL: a membership (aliased `m`) that is current on `day`. */
function currentMembership(day: string): SQL {
  return sql`m.start_on <= ${day} and (m.end_on is null or m.end_on >= ${day})`;
}

const progressColumns = {
  assigned: sql<number>`(count(*) filter (where ${assignments.startedOn} is null and ${assignments.completedOn} is null))::int`,
  started: sql<number>`(count(*) filter (where ${assignments.startedOn} is not null and ${assignments.completedOn} is null))::int`,
  completed: sql<number>`(count(*) filter (where ${assignments.completedOn} is not null))::int`,
};

/**
 * Progress counts per administration over the assignments of students who belong (currently, on
 * `day`) to an organisation inside the scope. Computed from the assignments on every call.
 */
export async function countAdministrationProgress(
  db: Db,
  administrationIds: readonly string[],
  scope: OrgScope,
  day: string,
): Promise<Map<string, ProgressCounts>> {
  if (administrationIds.length === 0) return new Map();
  const visible = scope.all
    ? undefined
    : sql`exists (
        select 1 from ${memberships} m
        where m.user_id = ${assignments.userId} and ${currentMembership(day)}
          and ${inOrgScope(sql`m.org_id`, scope)}
      )`;
  const rows = await db
    .select({ administrationId: assignments.administrationId, ...progressColumns })
    .from(assignments)
    .where(and(inArray(assignments.administrationId, [...administrationIds]), visible))
    .groupBy(assignments.administrationId);
  return new Map(rows.map(({ administrationId, ...counts }) => [administrationId, counts]));
}

export interface AdministrationOrgNodeRow {
  id: string;
  type: OrgType;
  name: string;
  parentId: string | null;
  hasChildren: boolean;
}

const TYPE_ORDER = sql`array_position(array['district','school','class','group','family'], ${orgs.type}::text)`;

/**
 * One level of an administration's organisation tree as the scope sees it: the organisations the
 * administration reaches that lie inside the scope. Without `parentId`, the top of that set (those
 * whose parent is outside it: assigned districts, groups and families, schools without an
 * assigned district, classes without an assigned school); with it, that organisation's children.
 */
export async function findAdministrationOrgNodes(
  db: Db,
  params: { administrationId: string; scope: OrgScope; parentId?: string | undefined },
): Promise<AdministrationOrgNodeRow[]> {
  const coverage = administrationCoverage(params.administrationId);
  const inTree = (column: SQL) =>
    sql`(${column} in ${coverage} and ${inOrgScope(column, params.scope)})`;
  const level =
    params.parentId !== undefined
      ? eq(orgs.parentId, params.parentId)
      : sql`(${orgs.parentId} is null or not ${inTree(sql`${orgs.parentId}`)})`;
  const nodes = await db
    .select({ id: orgs.id, type: orgs.type, name: orgs.name, parentId: orgs.parentId })
    .from(orgs)
    .where(and(isNull(orgs.archivedAt), inTree(sql`${orgs.id}`), level))
    .orderBy(TYPE_ORDER, asc(orgs.name), asc(orgs.id))
    .limit(1000);
  if (nodes.length === 0) return [];
  const parents = await db
    .selectDistinct({ parentId: orgs.parentId })
    .from(orgs)
    .where(
      and(
        inArray(
          orgs.parentId,
          nodes.map((n) => n.id),
        ),
        isNull(orgs.archivedAt),
        inTree(sql`${orgs.id}`),
      ),
    );
  const withChildren = new Set(parents.map((p) => p.parentId));
  return nodes.map((n) => ({ ...n, hasChildren: withChildren.has(n.id) }));
}

/** Whether an organisation belongs to the administration's tree as the scope sees it. */
export async function isInAdministrationTree(
  db: Db,
  params: { administrationId: string; scope: OrgScope; orgId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(
      and(
        eq(orgs.id, params.orgId),
        isNull(orgs.archivedAt),
        sql`${orgs.id} in ${administrationCoverage(params.administrationId)}`,
        inOrgScope(orgs.id, params.scope),
      ),
    );
  return rows.length > 0;
}

/**
 * Progress counts of an administration per organisation, over the students who belong (currently,
 * on `day`) to the organisation or any descendant of it.
 */
export async function countOrgProgress(
  db: Db,
  params: { administrationId: string; orgIds: readonly string[]; day: string },
): Promise<Map<string, ProgressCounts>> {
  if (params.orgIds.length === 0) return new Map();
  const ids = sql.join(
    params.orgIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with recursive sub(root, id) as (
      select o.id, o.id from ${orgs} o where o.id in (${ids})
      union
      select sub.root, child.id from ${orgs} child join sub on child.parent_id = sub.id
    ),
    reached as (
      select distinct sub.root, a.id, a.started_on, a.completed_on
      from sub
      join ${memberships} m on m.org_id = sub.id
      join ${assignments} a on a.user_id = m.user_id and a.administration_id = ${params.administrationId}
      where m.role in ('student', 'child') and ${currentMembership(params.day)}
    )
    select root,
      (count(*) filter (where started_on is null and completed_on is null))::int as assigned,
      (count(*) filter (where started_on is not null and completed_on is null))::int as started,
      (count(*) filter (where completed_on is not null))::int as completed
    from reached group by root
  `);
  const rows = (result as unknown as { rows: ({ root: string } & ProgressCounts)[] }).rows;
  return new Map(
    rows.map((r) => [
      r.root,
      { assigned: Number(r.assigned), started: Number(r.started), completed: Number(r.completed) },
    ]),
  );
}
