import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { administrationAssessments, taskVariants, tasks } from '../schema/index.ts';

/**
 * The task catalogue (tasks and variants). It is product-wide data, not owned by an organisation:
 * every administrator reads the same catalogue, so these queries take no organisation scope.
 */

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
export type TaskVariantRow = typeof taskVariants.$inferSelect;
export type NewTaskVariantRow = typeof taskVariants.$inferInsert;

/** Most tasks one list answers (the catalogue holds a few dozen). */
export const TASK_LIST_LIMIT = 500;

/** Whether `err` is a unique-constraint violation, optionally of the named constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  return e.cause !== undefined && isUniqueViolation(e.cause, constraint);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Tasks by display order, then id; optionally only registered ones, or matching `search`. */
export async function listTasks(
  db: Db,
  params: { registeredOnly?: boolean; search?: string } = {},
): Promise<TaskRow[]> {
  const conditions: SQL[] = [];
  if (params.registeredOnly) conditions.push(eq(tasks.registered, true));
  if (params.search) {
    const pattern = `%${escapeLike(params.search)}%`;
    conditions.push(
      or(ilike(tasks.id, pattern), ilike(tasks.name, pattern), ilike(tasks.publicName, pattern))!,
    );
  }
  return db
    .select()
    .from(tasks)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(tasks.displayOrder), asc(tasks.id))
    .limit(TASK_LIST_LIMIT);
}

export async function findTaskById(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).limit(1);
  return row;
}

/** Inserts tasks, leaving any row whose id exists untouched; answers the ids inserted. */
export async function insertTasksIfMissing(db: Db, rows: NewTaskRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(tasks)
    .values(rows)
    .onConflictDoNothing({ target: tasks.id })
    .returning({ id: tasks.id });
  return inserted.map((r) => r.id);
}

export async function insertTask(db: Db, values: NewTaskRow): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(values).returning();
  if (!row) throw new Error('insertTask: no row returned');
  return row;
}

export async function updateTask(
  db: Db,
  id: string,
  values: Partial<Omit<NewTaskRow, 'id' | 'createdAt'>>,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tasks.id, id))
    .returning();
  return row;
}

/** Variants of the given tasks, by task then name. */
export async function listVariantsOfTasks(
  db: Db,
  taskIds: readonly string[],
  params: { registeredOnly?: boolean } = {},
): Promise<TaskVariantRow[]> {
  if (taskIds.length === 0) return [];
  const conditions: SQL[] = [inArray(taskVariants.taskId, [...taskIds])];
  if (params.registeredOnly) conditions.push(eq(taskVariants.registered, true));
  return db
    .select()
    .from(taskVariants)
    .where(and(...conditions))
    .orderBy(asc(taskVariants.taskId), asc(taskVariants.name));
}

/** Inserts variants, skipping any whose (task, name) exists; answers the rows inserted. */
export async function insertVariantsIfMissing(
  db: Db,
  rows: NewTaskVariantRow[],
): Promise<TaskVariantRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(taskVariants)
    .values(rows)
    .onConflictDoNothing({ target: [taskVariants.taskId, taskVariants.name] })
    .returning();
}

export async function insertVariant(db: Db, values: NewTaskVariantRow): Promise<TaskVariantRow> {
  const [row] = await db.insert(taskVariants).values(values).returning();
  if (!row) throw new Error('insertVariant: no row returned');
  return row;
}

/** One variant of one task (undefined when the variant belongs to another task). */
export async function findVariant(
  db: Db,
  params: { taskId: string; variantId: string },
): Promise<TaskVariantRow | undefined> {
  const [row] = await db
    .select()
    .from(taskVariants)
    .where(and(eq(taskVariants.taskId, params.taskId), eq(taskVariants.id, params.variantId)))
    .limit(1);
  return row;
}

export async function findVariantByName(
  db: Db,
  params: { taskId: string; name: string },
): Promise<TaskVariantRow | undefined> {
  const [row] = await db
    .select()
    .from(taskVariants)
    .where(and(eq(taskVariants.taskId, params.taskId), eq(taskVariants.name, params.name)))
    .limit(1);
  return row;
}

export async function updateVariant(
  db: Db,
  id: string,
  values: Partial<Pick<NewTaskVariantRow, 'description' | 'registered' | 'params'>>,
): Promise<TaskVariantRow | undefined> {
  const [row] = await db
    .update(taskVariants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(taskVariants.id, id))
    .returning();
  return row;
}

/** The ones of `variantIds` that some administration uses (their params are frozen). */
export async function variantIdsInUse(db: Db, variantIds: readonly string[]): Promise<Set<string>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: administrationAssessments.variantId })
    .from(administrationAssessments)
    .where(inArray(administrationAssessments.variantId, [...variantIds]));
  return new Set(rows.map((r) => r.id));
}

/** Variants by id with their task's name (bundle checks and presentation). */
export async function findVariantsWithTask(
  db: Db,
  variantIds: readonly string[],
): Promise<(TaskVariantRow & { taskName: string })[]> {
  if (variantIds.length === 0) return [];
  return db
    .select({
      id: taskVariants.id,
      taskId: taskVariants.taskId,
      name: taskVariants.name,
      description: taskVariants.description,
      params: taskVariants.params,
      registered: taskVariants.registered,
      createdAt: taskVariants.createdAt,
      updatedAt: taskVariants.updatedAt,
      taskName: sql<string>`coalesce(${tasks.publicName}, ${tasks.name})`,
    })
    .from(taskVariants)
    .innerJoin(tasks, eq(tasks.id, taskVariants.taskId))
    .where(inArray(taskVariants.id, [...variantIds]));
}
