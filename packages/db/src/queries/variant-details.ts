import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { taskVariants, tasks } from '../schema/index.ts';

export interface VariantDetail {
  variantId: string;
  variantName: string;
  params: Record<string, unknown>;
  taskId: string;
  taskName: string;
  publicName: string | null;
  description: string | null;
  imageUrl: string | null;
  externalUrl: string | null;
  tags: string[];
}

/** Task variants by id with what participants and administrators see of their task. */
export async function findVariantDetails(
  db: Db,
  variantIds: readonly string[],
): Promise<Map<string, VariantDetail>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      variantId: taskVariants.id,
      variantName: taskVariants.name,
      params: taskVariants.params,
      taskId: tasks.id,
      taskName: tasks.name,
      publicName: tasks.publicName,
      description: tasks.description,
      imageUrl: tasks.imageUrl,
      externalUrl: tasks.externalUrl,
      meta: tasks.meta,
    })
    .from(taskVariants)
    .innerJoin(tasks, eq(tasks.id, taskVariants.taskId))
    .where(inArray(taskVariants.id, [...new Set(variantIds)]));
  return new Map(
    rows.map(({ meta, ...r }) => [
      r.variantId,
      {
        ...r,
        tags: Array.isArray(meta.tags) ? meta.tags.filter((t) => typeof t === 'string') : [],
      },
    ]),
  );
}

/** The id of a task's variant with the given name, if the catalogue has it. */
export async function findVariantIdByName(
  db: Db,
  params: { taskId: string; name: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: taskVariants.id })
    .from(taskVariants)
    .where(and(eq(taskVariants.taskId, params.taskId), eq(taskVariants.name, params.name)));
  return row?.id;
}
