import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { memberships, orgs, users, type Org, type User } from '../schema/index.ts';
import { ORG_TYPES_WITH_DESCENDANTS } from './org-admin.ts';
import { membershipCurrentOn } from './memberships.ts';

/** Rows one page of an export fetches. */
export const ORG_USERS_PAGE_SIZE = 1_000;

/**
 * The users (not archived) currently in an organisation, for districts and schools also in any
 * organisation below it, ordered by id, one page after `afterId` at a time.
 */
export async function findOrgUsersPage(
  db: Db,
  params: { org: Pick<Org, 'id' | 'type'>; day: string; afterId?: string; limit?: number },
): Promise<User[]> {
  const { org, day } = params;
  const deep = ORG_TYPES_WITH_DESCENDANTS.includes(org.type);
  const orgIds = deep
    ? sql`(with recursive tree(id) as (
          select ${org.id}::text
          union all
          select child.id from ${orgs} child join tree on child.parent_id = tree.id
        ) select id from tree)`
    : sql`(select ${org.id}::text)`;
  const members = db
    .selectDistinct({ userId: memberships.userId })
    .from(memberships)
    .where(and(sql`${memberships.orgId} in ${orgIds}`, membershipCurrentOn(day)));
  return db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.id, members),
        isNull(users.archivedAt),
        params.afterId ? gt(users.id, params.afterId) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(params.limit ?? ORG_USERS_PAGE_SIZE);
}

/** Every page of `findOrgUsersPage`, one after another (for a streaming export). */
export async function* iterateOrgUsers(
  db: Db,
  params: { org: Pick<Org, 'id' | 'type'>; day: string },
): AsyncGenerator<User> {
  let afterId: string | undefined;
  for (;;) {
    const page = await findOrgUsersPage(db, { ...params, afterId });
    yield* page;
    if (page.length < ORG_USERS_PAGE_SIZE) return;
    afterId = page.at(-1)!.id;
  }
}
