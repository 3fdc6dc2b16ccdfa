import type { TaskBundle, TaskBundleCreateSchema, TaskBundleUpdateSchema } from '@roar/contracts';
import {
  findTaskBundleByName,
  findVariantsWithTask,
  insertAuditEntry,
  insertTaskBundle,
  isUniqueViolation,
  listTaskBundles,
  updateTaskBundle,
  type Db,
} from '@roar/db';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Actor } from './task-service.ts';

/** Bundles (all, or those of `ids`) with their variants in order. */
export async function listBundles(db: Db, ids?: readonly string[]): Promise<TaskBundle[]> {
  const bundles = await listTaskBundles(db, ids ? { ids } : {});
  const variants = await findVariantsWithTask(
    db,
    bundles.flatMap((b) => b.variantIds),
  );
  const byId = new Map(variants.map((v) => [v.id, v]));
  return bundles.map((bundle) => ({
    id: bundle.id,
    name: bundle.name,
    description: bundle.description,
    variants: bundle.variantIds.flatMap((id) => {
      const v = byId.get(id);
      return v
        ? [{ variantId: v.id, variantName: v.name, taskId: v.taskId, taskName: v.taskName }]
        : [];
    }),
  }));
}

/**
 * Checks a bundle's variants: each exists, none twice, and at most one per task (an
 * administration holds one variant of a task). Problems are reported per position.
 */
async function checkVariantIds(db: Db, variantIds: readonly string[]): Promise<void> {
  const found = new Map((await findVariantsWithTask(db, variantIds)).map((v) => [v.id, v]));
  const fields: Record<string, string> = {};
  const seenTasks = new Map<string, number>();
  variantIds.forEach((id, index) => {
    const variant = found.get(id);
    if (!variant) {
      fields[`variantIds.${index}`] = 'unknown_variant';
      return;
    }
    if (seenTasks.has(variant.taskId)) {
      fields[`variantIds.${index}`] = 'task_repeated';
      return;
    }
    seenTasks.set(variant.taskId, index);
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError(
      'validation_failed',
      'A bundle holds existing variants, at most one of each task.',
      fields,
    );
  }
}

const nameTaken = (name: string) =>
  new AppError('bundle_name_taken', `A bundle called ${name} exists already.`, {
    name: 'bundle_name_taken',
  });

async function mustGetBundle(db: Db, id: string): Promise<TaskBundle> {
  const [bundle] = await listBundles(db, [id]);
  if (!bundle) throw notFound('No such bundle.');
  return bundle;
}

export async function createBundle(
  db: Db,
  actor: Actor,
  input: z.output<typeof TaskBundleCreateSchema>,
): Promise<TaskBundle> {
  await checkVariantIds(db, input.variantIds);
  if (await findTaskBundleByName(db, input.name)) throw nameTaken(input.name);
  let id: string;
  try {
    ({ id } = await insertTaskBundle(db, {
      name: input.name,
      description: input.description ?? null,
      variantIds: input.variantIds,
    }));
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
  await insertAuditEntry(db, {
    actorUserId: actor.userId,
    action: 'task_bundle.create',
    targetType: 'task_bundle',
    targetId: id,
    details: { name: input.name, variantIds: input.variantIds },
    ip: actor.ip,
  });
  return mustGetBundle(db, id);
}

export async function editBundle(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof TaskBundleUpdateSchema>,
): Promise<TaskBundle> {
  if (input.variantIds) await checkVariantIds(db, input.variantIds);
  if (input.name !== undefined) {
    const other = await findTaskBundleByName(db, input.name);
    if (other && other.id !== id) throw nameTaken(input.name);
  }
  let updated;
  try {
    updated = await updateTaskBundle(db, id, input);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name ?? '');
    throw err;
  }
  if (!updated) throw notFound('No such bundle.');
  await insertAuditEntry(db, {
    actorUserId: actor.userId,
    action: 'task_bundle.update',
    targetType: 'task_bundle',
    targetId: id,
    details: {
      fields: Object.keys(input),
      ...(input.variantIds ? { variantIds: input.variantIds } : {}),
    },
    ip: actor.ip,
  });
  return mustGetBundle(db, id);
}
