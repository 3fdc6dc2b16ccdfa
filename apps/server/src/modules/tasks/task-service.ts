import {
  catalogueTask,
  type Task,
  type TaskCreateSchema,
  type TaskListQuerySchema,
  type TaskUpdateSchema,
} from '@roar/contracts';
import {
  findTaskById,
  insertAuditEntry,
  insertTask,
  isUniqueViolation,
  listTasks,
  listVariantsOfTasks,
  updateTask,
  variantIdsInUse,
  variantsWithSecret,
  type Db,
} from '@roar/db';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { toTask } from './presenters.ts';

/** Who does an administrative write, for the audit log. */
export interface Actor {
  userId: string;
  ip: string | null;
}

/** Tasks with their variants (filters of TaskListQuerySchema). */
export async function listTasksWithVariants(
  db: Db,
  query: z.output<typeof TaskListQuerySchema>,
): Promise<Task[]> {
  const rows = await listTasks(db, query);
  const variants = await listVariantsOfTasks(
    db,
    rows.map((r) => r.id),
    { registeredOnly: query.registeredOnly },
  );
  const ids = variants.map((v) => v.id);
  const inUse = await variantIdsInUse(db, ids);
  const withSecret = await variantsWithSecret(db, ids);
  return rows.map((row) =>
    toTask(
      row,
      variants.filter((v) => v.taskId === row.id),
      inUse,
      withSecret,
    ),
  );
}

/** One task with all its variants, or undefined. */
export async function getTask(db: Db, id: string): Promise<Task | undefined> {
  const row = await findTaskById(db, id);
  if (!row) return undefined;
  const variants = await listVariantsOfTasks(db, [id]);
  const ids = variants.map((v) => v.id);
  return toTask(row, variants, await variantIdsInUse(db, ids), await variantsWithSecret(db, ids));
}

async function mustGetTask(db: Db, id: string): Promise<Task> {
  const task = await getTask(db, id);
  if (!task) throw notFound('No such task.');
  return task;
}

/**
 * Creates a task. An internal one (no external URL) must be one of our games, since only those
 * have a page to open; its page and language come from the catalogue.
 */
export async function createTask(
  db: Db,
  actor: Actor,
  input: z.output<typeof TaskCreateSchema>,
): Promise<Task> {
  if (!input.externalUrl && !catalogueTask(input.id)) {
    throw new AppError(
      'unknown_internal_task',
      `No game of ours is called ${input.id}: give an external URL for a task hosted elsewhere.`,
      { id: 'unknown_internal_task' },
    );
  }
  const taken = () =>
    new AppError('task_id_taken', `A task ${input.id} exists already.`, { id: 'task_id_taken' });
  if (await findTaskById(db, input.id)) throw taken();
  try {
    await insertTask(db, {
      id: input.id,
      name: input.name,
      publicName: input.publicName ?? null,
      description: input.description ?? null,
      imageUrl: input.imageUrl ?? null,
      externalUrl: input.externalUrl ?? null,
      registered: input.registered,
      isTest: input.isTest,
      meta: { tags: input.tags ?? [] },
      ...(input.displayOrder !== undefined ? { displayOrder: input.displayOrder } : {}),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  await insertAuditEntry(db, {
    actorUserId: actor.userId,
    action: 'task.create',
    targetType: 'task',
    targetId: input.id,
    details: { external: Boolean(input.externalUrl) },
    ip: actor.ip,
  });
  return mustGetTask(db, input.id);
}

/** Edits a task's descriptive fields; the external URL only of an external task. */
export async function editTask(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof TaskUpdateSchema>,
): Promise<Task> {
  const row = await findTaskById(db, id);
  if (!row) throw notFound('No such task.');
  if (input.externalUrl !== undefined && !row.externalUrl) {
    throw new AppError('validation_failed', 'Our own games have no external URL.', {
      externalUrl: 'Our own games have no external URL.',
    });
  }
  const { tags, ...fields } = input;
  await updateTask(db, id, {
    ...fields,
    ...(tags !== undefined ? { meta: { ...row.meta, tags } } : {}),
  });
  await insertAuditEntry(db, {
    actorUserId: actor.userId,
    action: 'task.update',
    targetType: 'task',
    targetId: id,
    details: { fields: Object.keys(input) },
    ip: actor.ip,
  });
  return mustGetTask(db, id);
}
