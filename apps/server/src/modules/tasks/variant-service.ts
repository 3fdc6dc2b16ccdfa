import type { TaskVariant, VariantCreateSchema, VariantUpdateSchema } from '@roar/contracts';
import {
  findTaskById,
  findVariant,
  findVariantByName,
  insertAuditEntry,
  insertVariant,
  isUniqueViolation,
  updateVariant,
  variantIdsInUse,
  type Db,
  type TaskRow,
} from '@roar/db';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { toVariant } from './presenters.ts';
import type { Actor } from './task-service.ts';
import { checkVariantParams } from './variant-params.ts';

async function mustFindTask(db: Db, taskId: string): Promise<TaskRow> {
  const task = await findTaskById(db, taskId);
  if (!task) throw notFound('No such task.');
  return task;
}

const nameTaken = (name: string) =>
  new AppError('variant_name_taken', `The task has a variant called ${name} already.`, {
    name: 'variant_name_taken',
  });

/** Adds a named parameter set to a task; the name is unique within the task. */
export async function createVariant(
  db: Db,
  actor: Actor,
  taskId: string,
  input: z.output<typeof VariantCreateSchema>,
): Promise<TaskVariant> {
  const task = await mustFindTask(db, taskId);
  const params = checkVariantParams(task, input.params);
  if (await findVariantByName(db, { taskId, name: input.name })) throw nameTaken(input.name);
  let row;
  try {
    row = await insertVariant(db, {
      taskId,
      name: input.name,
      description: input.description ?? null,
      params,
      registered: input.registered,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
  await insertAuditEntry(db, {
    actorUserId: actor.userId,
    action: 'task_variant.create',
    targetType: 'task_variant',
    targetId: row.id,
    details: { taskId, name: row.name, params },
    ip: actor.ip,
  });
  return toVariant(task, row, false);
}

/**
 * Edits a variant. Description and registration may always change; parameters only while no
 * administration uses the variant (past runs must keep meaning what they meant: make a new
 * variant instead).
 */
export async function editVariant(
  db: Db,
  actor: Actor,
  ids: { taskId: string; variantId: string },
  input: z.output<typeof VariantUpdateSchema>,
): Promise<TaskVariant> {
  const task = await mustFindTask(db, ids.taskId);
  const existing = await findVariant(db, ids);
  if (!existing) throw notFound('No such variant.');
  const inUse = (await variantIdsInUse(db, [existing.id])).has(existing.id);
  const params = input.params === undefined ? undefined : checkVariantParams(task, input.params);
  if (params !== undefined && inUse) {
    throw new AppError(
      'variant_in_use',
      'An administration uses this variant: create a new variant with the new parameters.',
    );
  }
  const row = await updateVariant(db, existing.id, {
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.registered !== undefined ? { registered: input.registered } : {}),
    ...(params !== undefined ? { params } : {}),
  });
  if (!row) throw notFound('No such variant.');
  await insertAuditEntry(db, {
    actorUserId: actor.userId,
    action: 'task_variant.update',
    targetType: 'task_variant',
    targetId: row.id,
    details: { taskId: ids.taskId, fields: Object.keys(input), ...(params ? { params } : {}) },
    ip: actor.ip,
  });
  return toVariant(task, row, inUse);
}
