import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { activationCodes, orgs, type Org } from '../schema/index.ts';
import { inOrgScope, type OrgScope } from './scope.ts';

export type ActivationCodeRow = typeof activationCodes.$inferSelect;

/** Most codes one organisation's list shows (the newest first). */
export const ACTIVATION_CODES_LIST_LIMIT = 100;

/** Stores a new code for an organisation (the tenant key is copied from the org). */
export async function insertActivationCode(
  db: Db,
  values: { code: string; org: Pick<Org, 'id' | 'districtId'>; expiresAt: Date; createdBy: string },
): Promise<ActivationCodeRow> {
  const [row] = await db
    .insert(activationCodes)
    .values({
      code: values.code,
      orgId: values.org.id,
      districtId: values.org.districtId,
      expiresAt: values.expiresAt,
      createdBy: values.createdBy,
    })
    .returning();
  if (!row) throw new Error('insertActivationCode: no row returned');
  return row;
}

/** The codes of one organisation, newest first (bounded). */
export async function listActivationCodes(db: Db, orgId: string): Promise<ActivationCodeRow[]> {
  return db
    .select()
    .from(activationCodes)
    .where(eq(activationCodes.orgId, orgId))
    .orderBy(desc(activationCodes.createdAt), desc(activationCodes.id))
    .limit(ACTIVATION_CODES_LIST_LIMIT);
}

/**
 * A code with its organisation, when the organisation is inside the scope (pass EVERYTHING for
 * the public registration check).
 */
export async function findActivationCode(
  db: Db,
  code: string,
  scope: OrgScope,
): Promise<{ code: ActivationCodeRow; org: Org } | undefined> {
  const [row] = await db
    .select({ code: activationCodes, org: orgs })
    .from(activationCodes)
    .innerJoin(orgs, eq(orgs.id, activationCodes.orgId))
    .where(and(eq(activationCodes.code, code), inOrgScope(orgs.id, scope)));
  return row;
}

/** Marks a code revoked at `at`. */
export async function revokeActivationCode(
  db: Db,
  id: string,
  at: Date,
): Promise<ActivationCodeRow | undefined> {
  const [row] = await db
    .update(activationCodes)
    .set({ revokedAt: at })
    .where(eq(activationCodes.id, id))
    .returning();
  return row;
}
