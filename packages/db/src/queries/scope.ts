import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { memberships, orgs, type Org } from '../schema/index.ts';
import type { OrgType } from '../schema/enums.ts';
import { membershipCurrentOn } from './memberships.ts';

/**
 * What a caller may see of the organisation tree (docs/product/roles-and-permissions.md section 7):
 * everything (super admins) or the organisations they hold and every descendant of them (district >
 * school > class, group > subgroup; families on their own). Every scoped query takes one of these.
 */
export type OrgScope = { all: true } | { all: false; rootOrgIds: readonly string[] };

export const EVERYTHING: OrgScope = { all: true };

/**
 * SQL condition: `column` is the id of an organisation inside `scope`. It expands to a recursive
 * walk down `parent_id` from the scope's roots, evaluated by the database in the same query, so
 * scoping never happens by filtering after a fetch.
 */
export function inOrgScope(column: SQLWrapper, scope: OrgScope): SQL {
  if (scope.all) return sql`true`;
  if (scope.rootOrgIds.length === 0) return sql`false`;
  const roots = sql.join(
    scope.rootOrgIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`${column} in (
    with recursive scoped(id) as (
      select id from ${orgs} where id in (${roots})
      union
      select child.id from ${orgs} child join scoped on child.parent_id = scoped.id
    )
    select id from scoped
  )`;
}

/** One organisation of a type by id, when it is inside the scope (archived ones included). */
export async function findOrgInScope(
  db: Db,
  params: { type: OrgType; id: string },
  scope: OrgScope,
): Promise<Org | undefined> {
  const [row] = await db
    .select()
    .from(orgs)
    .where(and(eq(orgs.id, params.id), eq(orgs.type, params.type), inOrgScope(orgs.id, scope)));
  return row;
}

/**
 * Whether a user belongs (currently) to any organisation inside the scope: the condition for an
 * administrator to read that user's records.
 */
export async function isUserInOrgScope(
  db: Db,
  userId: string,
  scope: OrgScope,
  day: string,
): Promise<boolean> {
  if (scope.all) return true;
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        membershipCurrentOn(day),
        inOrgScope(memberships.orgId, scope),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
