import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  interactions,
  rejectedTrials,
  runs,
  scores,
  trials,
  type NewRun,
  type NewTrial,
  type Run,
  type Score,
  type Trial,
} from '../schema/index.ts';
import { ensureTrialPartitionsSql, runMonthOf } from '../trial-partitions.ts';
import { isUniqueViolation } from './tasks.ts';

/** Inserts a run unless its id exists; answers the row inserted, or undefined. */
export async function insertRun(db: Db, values: NewRun): Promise<Run | undefined> {
  const [row] = await db.insert(runs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRunById(db: Db, id: string): Promise<Run | undefined> {
  const [row] = await db.select().from(runs).where(eq(runs.id, id));
  return row;
}

/** Locks one run row until the transaction ends and answers it. */
export async function lockRun(tx: Db, id: string): Promise<Run | undefined> {
  const [row] = await tx.select().from(runs).where(eq(runs.id, id)).for('update');
  return row;
}

/** The runs of one student's assessment (administration and task), oldest first. */
export async function findRunsOfAssessment(
  db: Db,
  params: { userId: string; administrationId: string; taskId: string },
): Promise<Run[]> {
  return db
    .select()
    .from(runs)
    .where(
      and(
        eq(runs.userId, params.userId),
        eq(runs.administrationId, params.administrationId),
        eq(runs.taskId, params.taskId),
      ),
    )
    .orderBy(asc(runs.startedAt), asc(runs.id));
}

/**
 * Stored trials of the run's month (its partition, ADR 041) that share an id with the batch, or a
 * trial index of the run. A trial id is unique within its run's month: that is the key a retry
 * meets.
 */
export async function findClashingTrials(
  db: Db,
  params: {
    run: Pick<Run, 'id' | 'startedAt'>;
    ids: readonly string[];
    trialIndexes: readonly number[];
  },
): Promise<Pick<Trial, 'id' | 'runId' | 'trialIndex'>[]> {
  return db
    .select({ id: trials.id, runId: trials.runId, trialIndex: trials.trialIndex })
    .from(trials)
    .where(
      and(
        eq(trials.runMonth, runMonthOf(params.run.startedAt)),
        or(
          inArray(trials.id, [...params.ids]),
          and(
            eq(trials.runId, params.run.id),
            inArray(trials.trialIndex, [...params.trialIndexes]),
          ),
        ),
      ),
    );
}

/** A trial as uploaded: the run, tenant and partition keys come from its run. */
type OwnTrial = Omit<NewTrial, 'runId' | 'districtId' | 'runMonth'>;

/**
 * The common trial upload in one statement, so one round trip in its own transaction: when the run
 * is `userId`'s and still started, locks it against completion and inserts every trial (run,
 * tenant and partition keys copied from the run: `run_month` is the month the run started in,
 * whenever the upload arrives). Answers true when all were stored; false, storing nothing,
 * when the run does not qualify or any trial's id or (run, index) is taken: the statement then
 * fails on the unique constraint as a whole, and the caller takes its checked path instead.
 * The trials' values go as one array per column, so the text is the same for any batch size.
 */
export async function appendTrialsToOwnRun(
  db: Db,
  params: {
    runId: string;
    userId: string;
    trials: readonly OwnTrial[];
  },
): Promise<boolean> {
  const column = <T>(pick: (t: OwnTrial) => T) => sql.param(params.trials.map(pick));
  try {
    const result = (await db.execute(sql`
      with run as (
        select id, district_id, date_trunc('month', started_at at time zone 'UTC')::date as run_month
        from ${runs}
        where id = ${params.runId} and user_id = ${params.userId} and state = 'started'
        for update
      )
      insert into ${trials}
        (id, run_id, run_month, district_id, trial_index, block, subtask, stage, item_id, data)
      select t.id, run.id, run.run_month, run.district_id, t.trial_index, t.block, t.subtask,
        t.stage, t.item_id, t.data::jsonb
      from run cross join unnest(
        ${column((t) => t.id)}::text[], ${column((t) => t.trialIndex)}::int[],
        ${column((t) => t.block ?? null)}::text[], ${column((t) => t.subtask ?? null)}::text[],
        ${column((t) => t.stage ?? null)}::text[], ${column((t) => t.itemId ?? null)}::text[],
        ${column((t) => JSON.stringify(t.data ?? {}))}::text[]
      ) as t(id, trial_index, block, subtask, stage, item_id, data)
      returning id`)) as unknown as { rows: unknown[] };
    return result.rows.length === params.trials.length;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/**
 * Inserts trials, skipping any already stored (same id in the same run month); answers how many
 * were inserted. `runMonth` is the run's (`runMonthOf(run.startedAt)`), never the clock's.
 */
export async function insertTrials(db: Db, rows: readonly NewTrial[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(trials)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: trials.id });
  return inserted.length;
}

/**
 * The trials of a run in trial order (the first `limit` of them when given), read from the run's
 * month partition only.
 */
export async function findTrialsOfRun(
  db: Db,
  run: Pick<Run, 'id' | 'startedAt'>,
  limit?: number,
): Promise<Trial[]> {
  const query = db
    .select()
    .from(trials)
    .where(and(eq(trials.runMonth, runMonthOf(run.startedAt)), eq(trials.runId, run.id)))
    .orderBy(asc(trials.trialIndex));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * Creates the trial partitions of `now`'s month and the next ones that are missing (ADR 041);
 * answers how many it created. Run at start (`migrateDatabase`) and by the housekeeping job.
 */
export async function ensureTrialPartitions(db: Db, now: Date): Promise<number> {
  const result = (await db.execute(ensureTrialPartitionsSql(now))) as unknown as {
    rows: { created: boolean }[];
  };
  return result.rows.filter((r) => r.created).length;
}

/** Inserts interaction events, skipping ids already stored; answers how many were inserted. */
export async function insertInteractions(
  db: Db,
  rows: readonly (typeof interactions.$inferInsert)[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(interactions)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: interactions.id });
  return inserted.length;
}

/**
 * Records trials the server refused for good, once per run and trial id; answers how many were
 * new.
 */
export async function insertRejectedTrials(
  db: Db,
  rows: readonly (typeof rejectedTrials.$inferInsert)[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(rejectedTrials)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ trialId: rejectedTrials.trialId });
  return inserted.length;
}

/** Whether any trial of the run was reported as refused for good. */
export async function hasRejectedTrials(db: Db, runId: string): Promise<boolean> {
  const [row] = await db
    .select({ trialId: rejectedTrials.trialId })
    .from(rejectedTrials)
    .where(eq(rejectedTrials.runId, runId))
    .limit(1);
  return row !== undefined;
}

/** Writes a run's outcome fields. */
export async function updateRun(
  db: Db,
  id: string,
  values: Partial<Pick<Run, 'state' | 'reliable' | 'engagementFlags' | 'completedAt'>>,
): Promise<void> {
  await db.update(runs).set(values).where(eq(runs.id, id));
}

/** Marks `bestRunId` as the best of `runIds` and the others as not (null: none is). */
export async function markBestRun(
  db: Db,
  params: { runIds: readonly string[]; bestRunId: string | null },
): Promise<void> {
  if (params.runIds.length === 0) return;
  await db
    .update(runs)
    .set({ bestRun: params.bestRunId ? sql`${runs.id} = ${params.bestRunId}` : false })
    .where(inArray(runs.id, [...params.runIds]));
}

/** Inserts the scores of a run once (a second insert for the same run does nothing). */
export async function insertScore(db: Db, values: typeof scores.$inferInsert): Promise<void> {
  await db.insert(scores).values(values).onConflictDoNothing();
}

export async function findScoreOfRun(db: Db, runId: string): Promise<Score | undefined> {
  const [row] = await db.select().from(scores).where(eq(scores.runId, runId));
  return row;
}
