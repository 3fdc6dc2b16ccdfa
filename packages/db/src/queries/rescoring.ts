import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { scoreHistory, scores, type Score } from '../schema/index.ts';

/**
 * Writes of a rescoring (issue 20 item 5; ADR 052), inside the caller's transaction of the
 * assessment database: the previous scores go to the history, the run's score row is replaced.
 */

export type RescoredValues = Pick<
  Score,
  | 'raw'
  | 'computed'
  | 'scoringVersion'
  | 'normsVersion'
  | 'itemParametersVersion'
  | 'reliable'
  | 'engagementFlags'
>;

/**
 * Keeps `old` in the history under `rescoredWith` (once: a rescoring run again writes nothing)
 * and replaces the run's scores with `values`.
 */
export async function replaceScore(
  tx: Db,
  params: { old: Score; values: RescoredValues; rescoredWith: string; now: Date },
): Promise<void> {
  const { old } = params;
  await tx
    .insert(scoreHistory)
    .values({
      runId: old.runId,
      raw: old.raw,
      computed: old.computed,
      scoringVersion: old.scoringVersion,
      normsVersion: old.normsVersion,
      itemParametersVersion: old.itemParametersVersion,
      reliable: old.reliable,
      rescoredWith: params.rescoredWith,
      replacedAt: params.now,
    })
    .onConflictDoNothing();
  await tx.update(scores).set(params.values).where(eq(scores.runId, old.runId));
}

/** The scores a run had before its rescorings, oldest first. */
export async function findReplacedScores(db: Db, runId: string) {
  return db
    .select()
    .from(scoreHistory)
    .where(eq(scoreHistory.runId, runId))
    .orderBy(scoreHistory.replacedAt);
}
