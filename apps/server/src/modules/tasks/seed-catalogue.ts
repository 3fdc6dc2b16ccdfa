import { DEFAULT_VARIANT_NAME, TASK_CATALOGUE, defaultVariantParams } from '@roar/contracts';
import { insertTasksIfMissing, insertVariantsIfMissing, type Db } from '@roar/db';

/**
 * Puts every game of the catalogue (contracts TASK_CATALOGUE) into core.tasks, with a registered
 * 'default' variant holding its standard settings. Only what is missing is inserted: a task or
 * variant that exists is never changed, so administrators' edits survive every start. Safe to run
 * from several replicas at once (conflicting inserts are skipped).
 */
export async function seedTaskCatalogue(
  db: Db,
): Promise<{ tasksInserted: string[]; variantsInserted: number }> {
  const tasksInserted = await insertTasksIfMissing(
    db,
    TASK_CATALOGUE.map((task) => ({
      id: task.id,
      name: task.name,
      publicName: task.publicName,
      description: task.description,
      imageUrl: task.imageUrl,
      externalUrl: null,
      registered: true,
      meta: { tags: task.tags },
      displayOrder: task.displayOrder,
    })),
  );
  const variants = await insertVariantsIfMissing(
    db,
    TASK_CATALOGUE.map((task) => ({
      taskId: task.id,
      name: DEFAULT_VARIANT_NAME,
      description: 'Standard settings.',
      params: defaultVariantParams(task),
      registered: true,
    })),
  );
  return { tasksInserted, variantsInserted: variants.length };
}
