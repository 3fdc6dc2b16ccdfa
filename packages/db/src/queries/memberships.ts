import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { memberships, orgs } from '../schema/index.ts';
import type { MembershipRole, OrgType } from '../schema/enums.ts';

/** SQL condition: a membership is current on `day` (started, not ended). */
export function membershipCurrentOn(day: string): SQL {
  return sql`(${memberships.startOn} <= ${day} and (${memberships.endOn} is null or ${memberships.endOn} >= ${day}))`;
}

export interface CurrentMembership {
  orgId: string;
  orgType: OrgType;
  role: MembershipRole;
  districtId: string | null;
}

/**
 * Memberships of a user that are current on `day` (started, not ended) in organisations that are
 * not archived.
 */
export async function findCurrentMemberships(
  db: Db,
  userId: string,
  day: string,
): Promise<CurrentMembership[]> {
  return db
    .select({
      orgId: memberships.orgId,
      orgType: orgs.type,
      role: memberships.role,
      districtId: orgs.districtId,
    })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(and(eq(memberships.userId, userId), membershipCurrentOn(day), isNull(orgs.archivedAt)));
}
