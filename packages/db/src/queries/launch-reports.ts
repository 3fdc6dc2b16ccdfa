import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  administrationOrgs,
  administrations,
  assignments,
  memberships,
  orgs,
  reportScores,
} from '../schema/index.ts';
import type { OrgType } from '../schema/enums.ts';
import { membershipCurrentOn } from './memberships.ts';
import { inOrgScope, type OrgScope } from './scope.ts';

/** Where a student's individual score report of one administration can be opened. */
export interface StudentReportLink {
  userId: string;
  administrationId: string;
  /** The administration's public name, else its name. */
  publicName: string;
  orgType: OrgType;
  orgId: string;
}

/**
 * For each student, the administrations (not archived, as on the administrators' list) with at
 * least one scored task, each with an organisation the report can be opened through: one of the
 * student's current memberships that lies inside the scope and is reached by the administration
 * (assigned to it or below an assigned organisation), the most specific kind first. These are
 * exactly the paths the report endpoint accepts.
 */
export async function findStudentReportLinks(
  db: Db,
  params: { userIds: readonly string[]; scope: OrgScope; day: string },
): Promise<StudentReportLink[]> {
  if (params.userIds.length === 0) return [];
  const ids = sql.join(
    params.userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with recursive up(start_id, id, parent_id) as (
      select o.id, o.id, o.parent_id from ${orgs} o
      where o.id in (
        select ${memberships.orgId} from ${memberships}
        where ${memberships.userId} in (${ids}) and ${membershipCurrentOn(params.day)}
      )
      union
      select up.start_id, p.id, p.parent_id from ${orgs} p join up on p.id = up.parent_id
    )
    select distinct on (a.user_id, adm.date_opened, a.administration_id)
      a.user_id as "userId",
      a.administration_id as "administrationId",
      coalesce(adm.public_name, adm.name) as "publicName",
      o.type as "orgType",
      o.id as "orgId"
    from ${assignments} a
    join ${administrations} adm on adm.id = a.administration_id and adm.archived_at is null
    join ${memberships} on ${memberships.userId} = a.user_id and ${membershipCurrentOn(params.day)}
    join ${orgs} o on o.id = ${memberships.orgId} and o.archived_at is null
    where a.user_id in (${ids})
      and exists (select 1 from ${reportScores} rs where rs.assignment_id = a.id)
      and exists (
        select 1 from up join ${administrationOrgs} ao on ao.org_id = up.id
        where up.start_id = o.id and ao.administration_id = a.administration_id
      )
      and ${inOrgScope(sql`o.id`, params.scope)}
    order by a.user_id, adm.date_opened desc, a.administration_id,
      array_position(array['class', 'group', 'school', 'district', 'family']::text[], o.type::text),
      o.id
  `);
  return (result as unknown as { rows: StudentReportLink[] }).rows;
}
