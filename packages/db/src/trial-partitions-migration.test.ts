import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database, type Db } from './client.ts';
import { newId } from './ids.ts';
import { testDatabaseTargets } from './testing.ts';

/**
 * Migration 0016 (docs/decisions/041-trial-partitions.md) turns a populated trials table into a
 * partitioned one: a database at 0014 with trials of runs from several months is migrated, and
 * every trial is still there, unchanged, in its run's month.
 */

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));
const PARTITIONED_AT = '0016_trial_partitions';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A copy of the migrations folder that stops before the partitioning migration. */
async function migrationsBeforePartitions(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'roar-migrations-'));
  await cp(MIGRATIONS, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === PARTITIONED_AT);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrateTo(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

interface OldTrial {
  id: string;
  run_id: string;
  district_id: string | null;
  trial_index: number;
  block: string | null;
  subtask: string | null;
  stage: string | null;
  item_id: string | null;
  data: Record<string, unknown>;
  created_at: string;
}

const TRIAL_COLUMNS = sql.raw(
  'id, run_id, district_id, trial_index, block, subtask, stage, item_id, data, created_at::text',
);

describe.each(testDatabaseTargets())('migrating trials to partitions on $name', (target) => {
  let database: Database;
  let folder: string;

  beforeAll(async () => {
    folder = await migrationsBeforePartitions();
    database = await target.openUnmigrated();
  });
  afterAll(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('keeps every trial of a populated table, each in its run month', async () => {
    const { db } = database;
    await migrateTo(database, folder);
    // Runs started across two month ends (the second on the last minute of January, in UTC).
    const starts = ['2025-12-15T08:00:00Z', '2026-01-31T23:59:00Z', '2026-02-01T00:00:00Z'];
    const runIds = starts.map(() => newId());
    for (const [k, startedAt] of starts.entries()) {
      await db.execute(sql`insert into assessment.runs (id, user_id, task_id, district_id, started_at)
        values (${runIds[k]}, ${newId()}, 'swr', 'district-a', ${startedAt})`);
      for (let i = 0; i < 4; i += 1) {
        await db.execute(sql`insert into assessment.trials
            (id, run_id, district_id, trial_index, block, stage, item_id, data, created_at)
          values (${newId()}, ${runIds[k]}, 'district-a', ${i}, 'b1', 'test', ${`item-${i}`},
            ${JSON.stringify({ rt: 600 + i, note: `run ${k}` })}::jsonb,
            ${'2026-02-01T00:00:30Z'})`);
      }
    }
    const before = await rows<OldTrial>(
      db,
      sql`select ${TRIAL_COLUMNS} from assessment.trials order by id`,
    );
    expect(before).toHaveLength(12);

    await migrateDatabase(database);

    const after = await rows<OldTrial & { run_month: string; part: string }>(
      db,
      sql`select ${TRIAL_COLUMNS}, run_month::text as run_month, tableoid::regclass::text as part
          from assessment.trials order by id`,
    );
    expect(after.map(({ run_month: _m, part: _p, ...old }) => old)).toEqual(before);
    const monthOfRun = ['2025-12-01', '2026-01-01', '2026-02-01'];
    for (const t of after) {
      const month = monthOfRun[runIds.indexOf(t.run_id)]!;
      expect(t.run_month).toBe(month);
      expect(t.part).toBe(`assessment.trials_${month.slice(0, 7).replace('-', '_')}`);
    }
    const kind = await rows<{ relkind: string }>(
      db,
      sql`select relkind from pg_class where oid = 'assessment.trials'::regclass`,
    );
    expect(kind).toEqual([{ relkind: 'p' }]);
    const leftover = await rows<{ name: string | null }>(
      db,
      sql`select to_regclass('assessment.trials_unpartitioned')::text as name`,
    );
    expect(leftover).toEqual([{ name: null }]);

    // The keys still hold on the migrated rows: a stored trial again is a conflict, not a copy.
    const [old] = after;
    const again = await rows<{ id: string }>(
      db,
      sql`insert into assessment.trials (id, run_id, run_month, trial_index, data)
          values (${old!.id}, ${old!.run_id}, ${old!.run_month}, ${old!.trial_index}, '{}')
          on conflict do nothing returning id`,
    );
    expect(again).toEqual([]);
  });
});
