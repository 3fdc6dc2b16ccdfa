import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { newId } from '../ids.ts';
import {
  memberships,
  orgs,
  type Membership,
  type NewMembership,
  type NewOrg,
  type Org,
  type OrgType,
} from '../schema/index.ts';
import { withReportCounts } from './report-counts.ts';

/** The first non-archived org of `type` named exactly `name`. */
export async function findOrgByName(
  db: Db,
  params: { type: OrgType; name: string },
): Promise<Org | undefined> {
  const [row] = await db
    .select()
    .from(orgs)
    .where(and(eq(orgs.type, params.type), eq(orgs.name, params.name), isNull(orgs.archivedAt)))
    .limit(1);
  return row;
}

/** Inserts one org. A district without an explicit tenant key gets its own id as `district_id`. */
export async function insertOrg(db: Db, values: NewOrg): Promise<Org> {
  const id = values.id ?? newId();
  const districtId =
    values.type === 'district' && values.districtId === undefined ? id : values.districtId;
  const [row] = await db
    .insert(orgs)
    .values({ ...values, id, districtId })
    .returning();
  if (!row) throw new Error('insertOrg: no row returned');
  return row;
}

/** Inserts memberships in one statement (and the report counts they change, ADR 040). */
export async function insertMemberships(db: Db, rows: NewMembership[]): Promise<Membership[]> {
  if (rows.length === 0) return [];
  return withReportCounts(
    db,
    rows.map((r) => r.userId),
    (tx) => tx.insert(memberships).values(rows).returning(),
  );
}
