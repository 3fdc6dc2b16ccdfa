import {
  catalogueTask,
  type TaskVariant,
  type VariantCreateSchema,
  type VariantUpdateSchema,
} from '@roar/contracts';
import {
  findTaskById,
  findVariant,
  findVariantByName,
  insertAuditEntry,
  insertVariant,
  isUniqueViolation,
  setVariantSecret,
  updateVariant,
  variantIdsInUse,
  variantsWithSecret,
  type Db,
  type TaskRow,
} from '@roar/db';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { seal } from '../jobs/seal.ts';
import { toVariant } from './presenters.ts';
import type { Actor } from './task-service.ts';
import { checkVariantParams } from './variant-params.ts';

async function mustFindTask(db: Db, taskId: string): Promise<TaskRow> {
  const task = await findTaskById(db, taskId);
  if (!task) throw notFound('No such task.');
  return task;
}

/**
 * A shared secret is taken only by a game played on another site (ADR 027): checked before
 * anything is written.
 */
function checkSecretFits(task: TaskRow, secret: string | undefined): void {
  if (secret === undefined || catalogueTask(task.id)?.launch === 'external') return;
  throw new AppError('validation_failed', 'This task takes no shared secret.', {
    externalSecret: 'This task takes no shared secret.',
  });
}

/** Seals and stores the secret (the audit entry names the field, never the value). */
async function storeSecret(db: Db, sealKey: Buffer, variantId: string, secret: string) {
  await setVariantSecret(db, variantId, seal(sealKey, Buffer.from(secret, 'utf8')));
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
  sealKey: Buffer,
): Promise<TaskVariant> {
  const task = await mustFindTask(db, taskId);
  const params = checkVariantParams(task, input.params);
  checkSecretFits(task, input.externalSecret);
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
  if (input.externalSecret) await storeSecret(db, sealKey, row.id, input.externalSecret);
  await insertAuditEntry(db, {
    actorUserId: actor.userId,
    action: 'task_variant.create',
    targetType: 'task_variant',
    targetId: row.id,
    details: { taskId, name: row.name, params, secret: Boolean(input.externalSecret) },
    ip: actor.ip,
  });
  return toVariant(task, row, false, Boolean(input.externalSecret));
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
  sealKey: Buffer,
): Promise<TaskVariant> {
  const task = await mustFindTask(db, ids.taskId);
  checkSecretFits(task, input.externalSecret);
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
  if (input.externalSecret) await storeSecret(db, sealKey, row.id, input.externalSecret);
  await insertAuditEntry(db, {
    actorUserId: actor.userId,
    action: 'task_variant.update',
    targetType: 'task_variant',
    targetId: row.id,
    details: { taskId: ids.taskId, fields: Object.keys(input), ...(params ? { params } : {}) },
    ip: actor.ip,
  });
  return toVariant(task, row, inUse, (await variantsWithSecret(db, [row.id])).has(row.id));
}
