import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { memberships, orgs } from '../schema/index.ts';
import type { MembershipRole, OrgType } from '../schema/enums.ts';

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
    .where(
      and(
        eq(memberships.userId, userId),
        lte(memberships.startOn, day),
        or(isNull(memberships.endOn), gte(memberships.endOn, day)),
        isNull(orgs.archivedAt),
      ),
    );
}
