import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { runs, scores, trials, type Trial } from '../schema/index.ts';
import { runMonthOf } from '../trial-partitions.ts';

/**
 * Reads of the item-response export (docs/item-responses-export.md; issue 20 item 2): the
 * completed runs of a batch of students for one task of one administration, and their trials.
 */

/** A completed run as the export reads it, with the grade its score recorded. */
export interface ExportedRun {
  id: string;
  userId: string;
  taskId: string;
  params: Record<string, unknown> | null;
  seed: string | null;
  bestRun: boolean;
  reliable: boolean | null;
  startedAt: Date;
  completedAt: Date | null;
  /** The run's stored composite scores (their `grade` is the grade at completion). */
  computed: Record<string, unknown> | null;
}

/** The completed runs of these students for one task of one administration, oldest first. */
export async function findCompletedRunsOfTask(
  db: Db,
  params: { userIds: readonly string[]; administrationId: string; taskId: string },
): Promise<ExportedRun[]> {
  if (params.userIds.length === 0) return [];
  return db
    .select({
      id: runs.id,
      userId: runs.userId,
      taskId: runs.taskId,
      params: runs.params,
      seed: runs.seed,
      bestRun: runs.bestRun,
      reliable: runs.reliable,
      startedAt: runs.startedAt,
      completedAt: runs.completedAt,
      computed: scores.computed,
    })
    .from(runs)
    .leftJoin(scores, eq(scores.runId, runs.id))
    .where(
      and(
        inArray(runs.userId, [...new Set(params.userIds)]),
        eq(runs.administrationId, params.administrationId),
        eq(runs.taskId, params.taskId),
        eq(runs.state, 'completed'),
      ),
    )
    .orderBy(asc(runs.completedAt), asc(runs.id));
}

/**
 * The trials of these runs, by run id, each run's in trial order; read month partition by month
 * partition (ADR 041) so each query touches only the partitions the runs live in.
 */
export async function findTrialsOfRuns(
  db: Db,
  list: readonly Pick<ExportedRun, 'id' | 'startedAt'>[],
): Promise<Map<string, Trial[]>> {
  const byMonth = new Map<string, string[]>();
  for (const run of list) {
    const month = runMonthOf(run.startedAt);
    byMonth.set(month, [...(byMonth.get(month) ?? []), run.id]);
  }
  const found = new Map<string, Trial[]>(list.map((run) => [run.id, []]));
  for (const [month, ids] of byMonth) {
    const rows = await db
      .select()
      .from(trials)
      .where(and(eq(trials.runMonth, month), inArray(trials.runId, ids)))
      .orderBy(asc(trials.runId), asc(trials.trialIndex));
    for (const row of rows) found.get(row.runId)!.push(row);
  }
  return found;
}
