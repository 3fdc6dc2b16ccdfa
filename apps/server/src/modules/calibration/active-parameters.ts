import type { ItemParams } from '@roar/scoring';
import { findActiveItemParameterSet, type Db, type ItemParameterSetRow } from '@roar/db';
import type { ScoringContext } from '@roar/tasks/registry';

/**
 * The scoring context of a task (ADR 052): its active item-parameter set's usable items by id,
 * cached per process. Activation here clears the task's entry at once; other processes see the
 * change within CACHE_MS, and the rescoring job that follows an activation rescores every run
 * not scored with the active set, so a run completed meanwhile with the old set is caught too.
 */
const CACHE_MS = 30_000;

/** By database handle (a test process opens several), then task. */
const caches = new WeakMap<Db, Map<string, { at: number; context: ScoringContext }>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The usable items of a stored set as scoring reads them (unusable ones keep their priors). */
export function scoringContextOfSet(set: Pick<ItemParameterSetRow, 'items' | 'version'>) {
  const itemParameters = new Map<string, ItemParams>(
    set.items.filter((x) => x.usable).map((x) => [x.id, { a: x.a, b: x.b, c: x.c, d: x.d }]),
  );
  return { itemParameters, itemParametersVersion: set.version } satisfies ScoringContext;
}

/** The task's active set as a scoring context; empty (the priors) without one. */
export async function activeScoringContext(
  db: Db,
  taskId: string,
  now = Date.now(),
): Promise<ScoringContext> {
  const cache = cacheOf(db);
  const cached = cache.get(taskId);
  if (cached && now - cached.at < CACHE_MS) return cached.context;
  const set = await findActiveItemParameterSet(db, taskId);
  const context: ScoringContext = set ? scoringContextOfSet(set) : {};
  cache.set(taskId, { at: now, context });
  return context;
}

/** Forgets the task's cached set (after an activation in this process). */
export function forgetActiveScoringContext(db: Db, taskId: string): void {
  cacheOf(db).delete(taskId);
}
