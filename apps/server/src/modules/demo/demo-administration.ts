import {
  findUserByLogin,
  findVariantIdByName,
  insertAdministration,
  setAdministrationAssessments,
  setAdministrationOrgs,
  type Db,
} from '@roar/db';
import { materializeAdministration } from '../assignments/materialize.ts';
import {
  DEMO_ADMINISTRATIONS,
  type DemoAdministrationSpec,
  type DemoOrgKey,
} from './demo-world.ts';

const DAY_MS = 86_400_000;
const DEFAULT_VARIANT = 'default';

/**
 * Creates the demo administrations (demo-world.ts) on the catalogue's default variants and
 * materialises their assignments, inside the demo seed's transaction. Answers their ids in order.
 */
export async function seedDemoAdministrations(
  tx: Db,
  params: { orgIds: Record<DemoOrgKey, string>; now: Date },
): Promise<string[]> {
  const ids: string[] = [];
  for (const spec of DEMO_ADMINISTRATIONS) ids.push(await seedDemoAdministration(tx, spec, params));
  return ids;
}

/**
 * Creates one demo administration and materialises its assignments for the students of its
 * organisations: on `now` (the seed time its dates count from), or on `materialize.at` for
 * `materialize.userIds` only. The task catalogue must be seeded first; a missing variant is an
 * error, never silently skipped.
 */
export async function seedDemoAdministration(
  tx: Db,
  spec: DemoAdministrationSpec,
  params: {
    orgIds: Record<DemoOrgKey, string>;
    now: Date;
    materialize?: { at: Date; userIds?: readonly string[] };
  },
): Promise<string> {
  const { now, orgIds } = params;
  const assessments = [];
  for (const a of spec.assessments) {
    const variantId = await findVariantIdByName(tx, { taskId: a.taskId, name: DEFAULT_VARIANT });
    if (!variantId) throw new Error(`demo seed: task ${a.taskId} has no 'default' variant`);
    assessments.push({
      variantId,
      taskId: a.taskId,
      conditions: a.conditions as Record<string, unknown> | null,
    });
  }
  const creator = await findUserByLogin(tx, 'superadmin@demo.roar.test');
  const row = await insertAdministration(tx, {
    name: spec.name,
    publicName: spec.publicName,
    dateOpened: new Date(now.getTime() - spec.opensDaysBefore * DAY_MS),
    dateClosed: new Date(now.getTime() + spec.closesDaysAfter * DAY_MS),
    sequential: spec.sequential,
    isTest: false,
    legal: { ...spec.legal },
    createdBy: creator?.id ?? null,
    // Assigned to the district and a group outside it: no single tenant.
    districtId: null,
    createdAt: now,
    updatedAt: now,
  });
  await setAdministrationAssessments(tx, row.id, assessments);
  await setAdministrationOrgs(
    tx,
    row.id,
    spec.orgs.map((key) => orgIds[key]),
  );
  const { at = now, userIds } = params.materialize ?? {};
  await materializeAdministration(tx, row.id, at, userIds ? { userIds } : {});
  return row.id;
}
