import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { taskBundleVariants, taskBundles } from '../schema/index.ts';

export type TaskBundleRow = typeof taskBundles.$inferSelect;

/** Most bundles one list answers. */
export const TASK_BUNDLE_LIST_LIMIT = 500;

/** Bundles by name, each with its variant ids in order. */
export async function listTaskBundles(
  db: Db,
  params: { ids?: readonly string[] } = {},
): Promise<(TaskBundleRow & { variantIds: string[] })[]> {
  const bundles = await db
    .select()
    .from(taskBundles)
    .where(params.ids ? inArray(taskBundles.id, [...params.ids]) : undefined)
    .orderBy(asc(taskBundles.name))
    .limit(TASK_BUNDLE_LIST_LIMIT);
  if (bundles.length === 0) return [];
  const links = await db
    .select()
    .from(taskBundleVariants)
    .where(
      inArray(
        taskBundleVariants.bundleId,
        bundles.map((b) => b.id),
      ),
    )
    .orderBy(asc(taskBundleVariants.bundleId), asc(taskBundleVariants.position));
  return bundles.map((bundle) => ({
    ...bundle,
    variantIds: links.filter((l) => l.bundleId === bundle.id).map((l) => l.variantId),
  }));
}

export async function findTaskBundleByName(
  db: Db,
  name: string,
): Promise<TaskBundleRow | undefined> {
  const [row] = await db.select().from(taskBundles).where(eq(taskBundles.name, name)).limit(1);
  return row;
}

/** Replaces a bundle's variants with `variantIds` in that order (call inside a transaction). */
async function setBundleVariants(db: Db, bundleId: string, variantIds: readonly string[]) {
  await db.delete(taskBundleVariants).where(eq(taskBundleVariants.bundleId, bundleId));
  if (variantIds.length === 0) return;
  await db
    .insert(taskBundleVariants)
    .values(variantIds.map((variantId, position) => ({ bundleId, variantId, position })));
}

/** Inserts a bundle with its ordered variants, in one transaction. */
export async function insertTaskBundle(
  db: Db,
  values: { name: string; description: string | null; variantIds: readonly string[] },
): Promise<TaskBundleRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taskBundles)
      .values({ name: values.name, description: values.description })
      .returning();
    if (!row) throw new Error('insertTaskBundle: no row returned');
    await setBundleVariants(tx, row.id, values.variantIds);
    return row;
  });
}

/** Updates a bundle; `variantIds`, when given, replaces its variants. Undefined when missing. */
export async function updateTaskBundle(
  db: Db,
  id: string,
  values: { name?: string; description?: string | null; variantIds?: readonly string[] },
): Promise<TaskBundleRow | undefined> {
  return db.transaction(async (tx) => {
    const { variantIds, ...fields } = values;
    const [row] = await tx
      .update(taskBundles)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(taskBundles.id, id))
      .returning();
    if (!row) return undefined;
    if (variantIds) await setBundleVariants(tx, id, variantIds);
    return row;
  });
}
