/**
 * How long migration 0016 (trials partitioned by month, ADR 041) holds a populated trials table on
 * PostgreSQL (docs/growth.md): on a fresh database migrated up to 0014, stores
 * `BENCH_MIGRATION_TRIALS` trials (Word trials of the game's simulation, in runs of 90 spread over
 * 12 months), then times the remaining migrations. Never fails on a number.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { migrateDatabase, newId, openDatabase } from '@roar/db';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_SERVER_URL, createScratchDatabase } from './lib/scratch-database.ts';
import { wordTrials } from './lib/trial-data.ts';

const PARTITIONED_AT = '0016_trial_partitions';
const TRIALS_PER_RUN = 90;

/** A copy of @roar/db's migrations that stops before the partitioning migration. */
async function migrationsBefore(tag: string): Promise<string> {
  const source = join(dirname(createRequire(import.meta.url).resolve('@roar/db')), '../migrations');
  const dir = await mkdtemp(join(tmpdir(), 'roar-migrations-'));
  await cp(source, dir, { recursive: true });
  const file = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  await writeFile(file, JSON.stringify(journal));
  return dir;
}

export interface MigrationFigures {
  trials: number;
  seconds: number;
  trialsPerSecond: number;
}

export async function measurePartitionMigration(
  trials = Number(process.env.BENCH_MIGRATION_TRIALS) || 500_000,
  serverUrl = process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
): Promise<MigrationFigures> {
  const scratch = await createScratchDatabase(serverUrl, `bench_partmig_${process.pid}`);
  const folder = await migrationsBefore(PARTITIONED_AT);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
  try {
    await migrate(drizzle({ client: pool }), { migrationsFolder: folder });
    const runs = Math.ceil(trials / TRIALS_PER_RUN);
    const sample = wordTrials(0, TRIALS_PER_RUN);
    await pool.query(
      'create temporary table sample (k int, block text, stage text, item_id text, data jsonb)',
    );
    await pool.query(
      `insert into sample select k - 1, b, s, i, d::jsonb
       from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as t(b, s, i, d, k)`,
      [
        sample.map((t) => t.block ?? null),
        sample.map((t) => t.stage ?? null),
        sample.map((t) => t.itemId ?? null),
        sample.map((t) => JSON.stringify(t.data)),
      ],
    );
    // Runs over twelve months, their trials in one set-based insert each.
    await pool.query(
      `insert into assessment.runs (id, user_id, task_id, district_id, started_at)
       select 'r' || n, $2 || n, 'swr', 'district', timestamptz '2026-01-01' + (n % 12) * interval '1 month'
       from generate_series(1, $1::int) n`,
      [runs, newId()],
    );
    await pool.query(
      `insert into assessment.trials (id, run_id, district_id, trial_index, block, stage, item_id, data)
       select 'r' || n || 't' || k, 'r' || n, 'district', k, block, stage, item_id, data
       from generate_series(1, $1::int) n cross join sample`,
      [runs],
    );
    await pool.query('vacuum analyze assessment.trials');
    const database = await openDatabase({ url: scratch.url });
    try {
      const started = performance.now();
      await migrateDatabase(database);
      const seconds = (performance.now() - started) / 1000;
      const stored = runs * TRIALS_PER_RUN;
      return { trials: stored, seconds, trialsPerSecond: stored / seconds };
    } finally {
      await database.close();
    }
  } finally {
    await pool.end();
    await rm(folder, { recursive: true, force: true });
    await scratch.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const f = await measurePartitionMigration();
  console.log(
    `Migration 0016 on PostgreSQL: ${f.trials} trials in ${f.seconds.toFixed(1)} s ` +
      `(${Math.round(f.trialsPerSecond)} trials/s)`,
  );
}
