import { catalogueTask, type Task, type TaskVariant } from '@roar/contracts';
import type { TaskRow, TaskVariantRow } from '@roar/db';
import { paramDescriptors } from './param-descriptors.ts';
import { externalVariantUrl } from './variant-params.ts';

export function toVariant(
  task: Pick<TaskRow, 'externalUrl'>,
  row: TaskVariantRow,
  inUse: boolean,
  hasSecret: boolean,
): TaskVariant {
  return {
    id: row.id,
    taskId: row.taskId,
    name: row.name,
    description: row.description,
    params: row.params,
    registered: row.registered,
    inUse,
    url: task.externalUrl ? externalVariantUrl(task.externalUrl, row.params) : null,
    hasSecret,
  };
}

/** A task as the API answers it, with its variants and (our games) its parameter list. */
export function toTask(
  row: TaskRow,
  variants: TaskVariantRow[],
  inUse: Set<string>,
  withSecret: Set<string>,
): Task {
  const game = row.externalUrl ? undefined : catalogueTask(row.id);
  return {
    id: row.id,
    name: row.name,
    publicName: row.publicName,
    description: row.description,
    imageUrl: row.imageUrl,
    externalUrl: row.externalUrl,
    gameRoute: game?.route ?? null,
    language: game?.language ?? null,
    registered: row.registered,
    isTest: row.isTest,
    tags: row.meta.tags ?? [],
    displayOrder: row.displayOrder,
    paramDescriptors: game ? paramDescriptors(game.params) : [],
    variants: variants.map((v) => toVariant(row, v, inUse.has(v.id), withSecret.has(v.id))),
  };
}
