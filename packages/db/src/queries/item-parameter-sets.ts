import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { itemParameterSets, runs, scores, type ItemParameterSetRow } from '../schema/index.ts';

/**
 * Versioned item-parameter sets of a task (ADR 052) and the reads of the calibration and
 * rescoring jobs: a task's completed runs across every district, a page at a time by run id.
 */

export type NewItemParameterSet = typeof itemParameterSets.$inferInsert;

/** Inserts a set (a draft, from a calibration job). */
export async function insertItemParameterSet(
  db: Db,
  values: NewItemParameterSet,
): Promise<ItemParameterSetRow> {
  const [row] = await db.insert(itemParameterSets).values(values).returning();
  return row!;
}

/** The next version of a task's sets: '<task>.<n>', n one more than the sets it has. */
export async function nextItemParameterSetVersion(db: Db, taskId: string): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(itemParameterSets)
    .where(eq(itemParameterSets.taskId, taskId));
  return `${taskId}.${(row?.n ?? 0) + 1}`;
}

/** A task's sets, newest first. */
export async function findItemParameterSets(
  db: Db,
  taskId: string,
): Promise<ItemParameterSetRow[]> {
  return db
    .select()
    .from(itemParameterSets)
    .where(eq(itemParameterSets.taskId, taskId))
    .orderBy(desc(itemParameterSets.createdAt), desc(itemParameterSets.version));
}

export async function findItemParameterSet(
  db: Db,
  id: string,
): Promise<ItemParameterSetRow | undefined> {
  const [row] = await db.select().from(itemParameterSets).where(eq(itemParameterSets.id, id));
  return row;
}

/** The task's active set, undefined while its runs are scored with the priors in code. */
export async function findActiveItemParameterSet(
  db: Db,
  taskId: string,
): Promise<ItemParameterSetRow | undefined> {
  const [row] = await db
    .select()
    .from(itemParameterSets)
    .where(and(eq(itemParameterSets.taskId, taskId), eq(itemParameterSets.state, 'active')));
  return row;
}

/**
 * Makes the set the task's active one and retires the one before (inside the caller's
 * transaction; the partial unique index keeps a race from leaving two active). Returns the
 * retired set's version, or null.
 */
export async function activateItemParameterSet(
  tx: Db,
  params: { id: string; taskId: string; activatedBy: string; now: Date },
): Promise<string | null> {
  const [retired] = await tx
    .update(itemParameterSets)
    .set({ state: 'retired', retiredAt: params.now })
    .where(and(eq(itemParameterSets.taskId, params.taskId), eq(itemParameterSets.state, 'active')))
    .returning({ version: itemParameterSets.version });
  await tx
    .update(itemParameterSets)
    .set({ state: 'active', activatedBy: params.activatedBy, activatedAt: params.now })
    .where(eq(itemParameterSets.id, params.id));
  return retired?.version ?? null;
}

/** A completed run as calibration and rescoring read it. */
export interface CompletedTaskRun {
  id: string;
  userId: string;
  taskId: string;
  administrationId: string | null;
  params: Record<string, unknown> | null;
  seed: string | null;
  reliable: boolean | null;
  startedAt: Date;
  completedAt: Date | null;
  /** The run's stored composite scores (their `grade` is the grade at completion). */
  computed: Record<string, unknown> | null;
  itemParametersVersion: string | null;
}

/**
 * One page of a task's completed runs in every district, by id after `afterId`: only reliable
 * ones when `reliableOnly` (calibration; the engagement rules already dropped the others).
 */
export async function findCompletedRunsPage(
  db: Db,
  params: { taskId: string; afterId: string | null; limit: number; reliableOnly?: boolean },
): Promise<CompletedTaskRun[]> {
  return db
    .select({
      id: runs.id,
      userId: runs.userId,
      taskId: runs.taskId,
      administrationId: runs.administrationId,
      params: runs.params,
      seed: runs.seed,
      reliable: runs.reliable,
      startedAt: runs.startedAt,
      completedAt: runs.completedAt,
      computed: scores.computed,
      itemParametersVersion: scores.itemParametersVersion,
    })
    .from(runs)
    .leftJoin(scores, eq(scores.runId, runs.id))
    .where(
      and(
        eq(runs.taskId, params.taskId),
        eq(runs.state, 'completed'),
        params.reliableOnly ? eq(runs.reliable, true) : undefined,
        params.afterId ? gt(runs.id, params.afterId) : undefined,
      ),
    )
    .orderBy(asc(runs.id))
    .limit(params.limit);
}

/** How many completed runs of the task there are (reliable ones only when asked). */
export async function countCompletedRuns(
  db: Db,
  params: { taskId: string; reliableOnly?: boolean },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(runs)
    .where(
      and(
        eq(runs.taskId, params.taskId),
        eq(runs.state, 'completed'),
        params.reliableOnly ? eq(runs.reliable, true) : undefined,
      ),
    );
  return row?.n ?? 0;
}
