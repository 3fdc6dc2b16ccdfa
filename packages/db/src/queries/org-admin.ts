import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  activationCodes,
  memberships,
  orgs,
  users,
  type NewOrg,
  type Org,
} from '../schema/index.ts';
import type { OrgType } from '../schema/enums.ts';
import { inOrgScope, type OrgScope } from './scope.ts';
import { membershipCurrentOn } from './memberships.ts';
import { withReportCounts } from './report-counts.ts';

export interface OrgListFilter {
  type: OrgType;
  parentId?: string;
  districtId?: string;
  schoolId?: string;
  /** Part of the name or abbreviation, any case. */
  search?: string;
  includeArchived?: boolean;
  /** Groups: also those whose parent group is visible to the caller. */
  includeSubgroups?: boolean;
  limit: number;
  offset: number;
}

/** `%`, `_` and `\` taken literally inside an ILIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listConditions(filter: OrgListFilter, scope: OrgScope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orgs.type, filter.type), inOrgScope(orgs.id, scope)];
  if (!filter.includeArchived) conditions.push(isNull(orgs.archivedAt));
  if (filter.parentId) conditions.push(eq(orgs.parentId, filter.parentId));
  if (filter.districtId) conditions.push(eq(orgs.districtId, filter.districtId));
  if (filter.schoolId) conditions.push(eq(orgs.schoolId, filter.schoolId));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(orgs.name, pattern), ilike(orgs.abbreviation, pattern)));
  }
  if (filter.type === 'group' && !filter.includeSubgroups) {
    // A subgroup whose parent the caller cannot see is a top-level group for that caller.
    conditions.push(or(isNull(orgs.parentId), sql`not ${inOrgScope(orgs.parentId, scope)}`));
  }
  return and(...conditions);
}

/**
 * One page of the organisations of a type inside the scope, sorted by name (case-insensitive),
 * and how many there are in all.
 */
export async function listOrgsInScope(
  db: Db,
  filter: OrgListFilter,
  scope: OrgScope,
): Promise<{ rows: Org[]; total: number }> {
  const where = listConditions(filter, scope);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orgs)
      .where(where)
      .orderBy(asc(sql`lower(${orgs.name})`), asc(orgs.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(orgs).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** One organisation of any type by id when it is inside the scope (archived ones included). */
export async function findAnyOrgInScope(
  db: Db,
  id: string,
  scope: OrgScope,
): Promise<Org | undefined> {
  const [row] = await db
    .select()
    .from(orgs)
    .where(and(eq(orgs.id, id), inOrgScope(orgs.id, scope)));
  return row;
}

/** Types whose user counts and exports include the organisations below them. */
export const ORG_TYPES_WITH_DESCENDANTS: readonly OrgType[] = ['district', 'school'];

/** SQL: the ids of `rootIds` and (when `deep`) every organisation below them, with their root. */
function treeOf(rootIds: readonly string[], deep: boolean): SQL {
  const roots = sql.join(
    rootIds.map((id) => sql`${id}`),
    sql`, `,
  );
  if (!deep) return sql`select id as root_id, id from ${orgs} where id in (${roots})`;
  return sql`with recursive tree(root_id, id) as (
      select id, id from ${orgs} where id in (${roots})
      union all
      select tree.root_id, child.id from ${orgs} child join tree on child.parent_id = tree.id
    ) select root_id, id from tree`;
}

/**
 * Users (not archived, any role) currently in each organisation (districts and schools: in it or
 * below it), by org id: the rows its user list shows by default (`listOrgUsers`), each user once.
 */
export async function countCurrentUsers(
  db: Db,
  list: readonly Pick<Org, 'id' | 'type'>[],
  day: string,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>(list.map((o) => [o.id, 0]));
  const deep = list.filter((o) => ORG_TYPES_WITH_DESCENDANTS.includes(o.type)).map((o) => o.id);
  const flat = list.filter((o) => !ORG_TYPES_WITH_DESCENDANTS.includes(o.type)).map((o) => o.id);
  for (const [ids, isDeep] of [
    [deep, true],
    [flat, false],
  ] as const) {
    if (ids.length === 0) continue;
    const result = (await db.execute(sql`
      select t.root_id, count(distinct ${memberships.userId}) as n
      from (${treeOf(ids, isDeep)}) t
      join ${memberships} on ${memberships.orgId} = t.id
      join ${users} on ${users.id} = ${memberships.userId} and ${users.archivedAt} is null
      where ${membershipCurrentOn(day)}
      group by t.root_id`)) as unknown as { rows: { root_id: string; n: number | string }[] };
    for (const row of result.rows) counts.set(row.root_id, Number(row.n));
  }
  return counts;
}

/** Changes some columns of one organisation; answers the row (undefined if there is none). */
export async function updateOrgRow(
  db: Db,
  id: string,
  values: Partial<Omit<NewOrg, 'id' | 'type' | 'createdAt'>>,
): Promise<Org | undefined> {
  if (Object.keys(values).length === 0) {
    return (await db.select().from(orgs).where(eq(orgs.id, id)))[0];
  }
  const update = async (tx: Db) =>
    (await tx.update(orgs).set(values).where(eq(orgs.id, id)).returning())[0];
  // A new parent changes the ancestors of the students below (report counts, ADR 040).
  return 'parentId' in values
    ? withReportCounts(db, await findSubtreeParticipantIds(db, id), update)
    : update(db);
}

/**
 * Moves a school to another district or a class to another school: the tree links and the tenant
 * key of the organisation, of a school's classes, and of their memberships and activation codes.
 */
export async function moveOrg(
  db: Db,
  org: Pick<Org, 'id' | 'type'>,
  parent: Pick<Org, 'id' | 'districtId'>,
): Promise<void> {
  // The students below change ancestors: their report counts move with them (ADR 040).
  const students = await findSubtreeParticipantIds(db, org.id);
  await withReportCounts(db, students, (tx) => relinkOrg(tx, org, parent));
}

/** Participants (any period) of an organisation or its descendants. */
async function findSubtreeParticipantIds(db: Db, orgId: string): Promise<string[]> {
  const rows = (await db.execute(sql`with recursive tree(id) as (
      select ${orgId}::text
      union
      select child.id from ${orgs} child join tree on child.parent_id = tree.id
    )
    select distinct m.user_id from ${memberships} m
    where m.org_id in (select id from tree) and m.role in ('student', 'child')`)) as unknown as {
    rows: { user_id: string }[];
  };
  return rows.rows.map((r) => r.user_id);
}

async function relinkOrg(
  db: Db,
  org: Pick<Org, 'id' | 'type'>,
  parent: Pick<Org, 'id' | 'districtId'>,
): Promise<void> {
  const districtId = parent.districtId;
  await db
    .update(orgs)
    .set({
      parentId: parent.id,
      districtId,
      ...(org.type === 'class' ? { schoolId: parent.id } : {}),
    })
    .where(eq(orgs.id, org.id));
  if (org.type === 'school') {
    await db
      .update(orgs)
      .set({ districtId })
      .where(and(eq(orgs.schoolId, org.id), isNotNull(orgs.schoolId)));
  }
  const moved = (column: typeof memberships.orgId | typeof activationCodes.orgId) =>
    or(
      eq(column, org.id),
      sql`${column} in (select id from ${orgs} where ${orgs.schoolId} = ${org.id})`,
    );
  await db.update(memberships).set({ districtId }).where(moved(memberships.orgId));
  await db.update(activationCodes).set({ districtId }).where(moved(activationCodes.orgId));
}
