import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { newId } from './ids.ts';
import {
  appendTrialsToOwnRun,
  ensureTrialPartitions,
  findClashingTrials,
  findTrialsOfRun,
  insertRun,
  insertTrials,
} from './queries/index.ts';
import { runs, trials, type Run } from './schema/index.ts';
import { testDatabaseTargets, type Database } from './testing.ts';
import { runMonthOf, TRIAL_PARTITION_MONTHS_AHEAD } from './trial-partitions.ts';

/** Trials partitioned by their run's month (docs/decisions/041-trial-partitions.md). */

const STUDENT = newId();

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The partition holding each stored trial of a run, by trial id. */
async function partitionsOf(db: Db, runId: string): Promise<Record<string, string>> {
  const found = await rows<{ id: string; part: string }>(
    db,
    sql`select id, tableoid::regclass::text as part from assessment.trials where run_id = ${runId}`,
  );
  return Object.fromEntries(found.map((r) => [r.id, r.part]));
}

/** The last minute of the month before `now`'s (UTC). */
function endOfLastMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 60_000);
}

const trial = (trialIndex: number) => ({
  id: newId(),
  trialIndex,
  block: 'test-1',
  subtask: null,
  stage: 'test' as const,
  itemId: `item-${trialIndex}`,
  data: { correct: 1, rt: 700 + trialIndex },
});

describe.each(testDatabaseTargets())('trial partitions on $name', ({ open }) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await open();
    db = database.db;
  });
  afterAll(() => database?.close());

  const startRun = async (startedAt: Date): Promise<Run> =>
    (await insertRun(db, { id: newId(), userId: STUDENT, taskId: 'swr', startedAt }))!;

  it("computes the run's month in UTC", () => {
    expect(runMonthOf(new Date('2026-10-31T23:59:59.999Z'))).toBe('2026-10-01');
    expect(runMonthOf(new Date('2026-11-01T00:00:00.000Z'))).toBe('2026-11-01');
    expect(runMonthOf(new Date('2027-01-15T12:00:00.000Z'))).toBe('2027-01-01');
  });

  it("has this month's partition and the next ones from the start", async () => {
    const names = await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_inherits i
          join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'assessment.trials'::regclass order by 1`,
    );
    const now = new Date();
    const expected = Array.from({ length: TRIAL_PARTITION_MONTHS_AHEAD + 1 }, (_, k) => {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + k, 1));
      return `trials_${runMonthOf(month).slice(0, 7).replace('-', '_')}`;
    });
    expect(names.map((n) => n.name)).toEqual(
      expect.arrayContaining([...expected, 'trials_default']),
    );
    // Starting again creates nothing.
    expect(await ensureTrialPartitions(db, now)).toBe(0);
  });

  it("stores a trial retried across a month end once, in its run's month", async () => {
    // The run started in the last minute of last month; its trials arrive now, in this month.
    const now = new Date();
    const run = await startRun(endOfLastMonth(now));
    const lastMonth = runMonthOf(run.startedAt);
    expect(lastMonth).not.toBe(runMonthOf(now));
    await ensureTrialPartitions(db, run.startedAt);
    const sent = [trial(0), trial(1)];
    const upload = { runId: run.id, userId: STUDENT, trials: sent };

    expect(await appendTrialsToOwnRun(db, upload)).toBe(true);
    // The retry (the answer was lost) meets the same (id, run_month) key: nothing stored twice,
    // on the one-statement path as on the checked one.
    expect(await appendTrialsToOwnRun(db, upload)).toBe(false);
    const retried = sent.map((t) => ({ ...t, runId: run.id, runMonth: runMonthOf(run.startedAt) }));
    expect(await insertTrials(db, retried)).toBe(0);
    const clashing = await findClashingTrials(db, {
      run,
      ids: sent.map((t) => t.id),
      trialIndexes: [0, 1],
    });
    expect(clashing).toHaveLength(2);

    const stored = await findTrialsOfRun(db, run);
    expect(stored.map((t) => [t.id, t.runMonth])).toEqual(sent.map((t) => [t.id, lastMonth]));
    // Created this month, filed under the run's month.
    expect(runMonthOf(stored[0]!.createdAt)).toBe(runMonthOf(now));
    const part = `assessment.trials_${lastMonth.slice(0, 7).replace('-', '_')}`;
    expect(Object.values(await partitionsOf(db, run.id))).toEqual([part, part]);
  });

  it('keeps one trial per run and index', async () => {
    const run = await startRun(new Date());
    const [first] = [trial(0)];
    const runMonth = runMonthOf(run.startedAt);
    expect(await insertTrials(db, [{ ...first!, runId: run.id, runMonth }])).toBe(1);
    await expect(
      insertTrials(db, [{ ...first!, id: newId(), runId: run.id, runMonth }]),
    ).resolves.toBe(0);
    expect(await findTrialsOfRun(db, run)).toHaveLength(1);
    await expect(
      appendTrialsToOwnRun(db, {
        runId: run.id,
        userId: STUDENT,
        trials: [{ ...first!, id: newId() }],
      }),
    ).resolves.toBe(false);
  });

  it('catches a month without a partition in the default one, and moves it out later', async () => {
    const far = new Date('2031-05-31T23:30:00Z');
    const run = await startRun(far);
    const sent = [trial(0), trial(1), trial(2)];
    expect(await appendTrialsToOwnRun(db, { runId: run.id, userId: STUDENT, trials: sent })).toBe(
      true,
    );
    expect(new Set(Object.values(await partitionsOf(db, run.id)))).toEqual(
      new Set(['assessment.trials_default']),
    );

    // The partition of May 2031 onwards; May's rows leave the default partition.
    expect(await ensureTrialPartitions(db, far)).toBe(TRIAL_PARTITION_MONTHS_AHEAD + 1);
    expect(new Set(Object.values(await partitionsOf(db, run.id)))).toEqual(
      new Set(['assessment.trials_2031_05']),
    );
    expect((await findTrialsOfRun(db, run)).map((t) => t.id)).toEqual(sent.map((t) => t.id));
    // And the retry is still stored once.
    expect(await appendTrialsToOwnRun(db, { runId: run.id, userId: STUDENT, trials: sent })).toBe(
      false,
    );
    expect(await findTrialsOfRun(db, run)).toHaveLength(3);
  });

  it("reads a run's trials from its month's partition only", async () => {
    const run = await startRun(new Date());
    const query = db
      .select()
      .from(trials)
      .where(sql`${trials.runMonth} = ${runMonthOf(run.startedAt)} and ${trials.runId} = ${run.id}`)
      .toSQL();
    const plan = await rows<Record<string, string>>(
      db,
      sql.raw(
        `explain ${query.sql.replace(/\$(\d+)/g, (_, n: string) => `'${String(query.params[Number(n) - 1])}'`)}`,
      ),
    );
    const text = plan.map((r) => Object.values(r).join(' ')).join('\n');
    const part = `trials_${runMonthOf(run.startedAt).slice(0, 7).replace('-', '_')}`;
    expect(text).toContain(part);
    expect(text).not.toContain('trials_default');
  });

  it("deletes a run's trials with the run (a student's deletion), in every month", async () => {
    const run = await startRun(endOfLastMonth(new Date()));
    await ensureTrialPartitions(db, run.startedAt);
    await appendTrialsToOwnRun(db, { runId: run.id, userId: STUDENT, trials: [trial(0)] });
    expect(await findTrialsOfRun(db, run)).toHaveLength(1);
    await db.delete(runs).where(eq(runs.id, run.id));
    expect(await findTrialsOfRun(db, run)).toHaveLength(0);
  });
});
