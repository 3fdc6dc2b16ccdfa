import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';
import { ensureTrialPartitionsSql } from './trial-partitions.ts';

export type Schema = typeof schema;

/**
 * A Drizzle handle that works the same on PGlite and on node-postgres. A transaction handle
 * (`db.transaction(async (tx) => ...)`) is assignable to it too, so query functions take `Db`.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Runs raw SQL for a library that brings its own (the job queue, ADR 024): with `values`, one
   * parameterised statement; without, possibly several statements, answering the last one's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Releases the connections (PostgreSQL) or shuts the engine down (PGlite). Idempotent. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, `dataDir` is ignored. */
  url?: string;
  /** Folder of the embedded PGlite database, or 'memory://'. Default: 'memory://'. */
  dataDir?: string;
  /**
   * What the opening process is, told to a process that finds `dataDir` locked (e.g. "ROAR
   * server on 127.0.0.1:3000"). Default: the script's name.
   */
  owner?: string;
  log?: (msg: string) => void;
  /** Most connections of this process's pool (PostgreSQL). Default: node-postgres's 10. */
  poolSize?: number;
  /**
   * Told every statement Drizzle sends, with its parameters (transaction statements included):
   * the report benchmark replays the very statements a report runs (bench/report-queries.ts).
   */
  logQuery?: (sql: string, params: unknown[]) => void;
}

/**
 * Time limit of one statement (the 45 s database request limit, docs/product/constants.md
 * section 7).
 */
const STATEMENT_TIMEOUT_MS = 45_000;
/** How long to wait for a free or new PostgreSQL connection before failing. */
const CONNECTION_TIMEOUT_MS = 10_000;
/** pg_advisory_lock key serialising migrations of replicas that start together ("roarmigr"). */
const MIGRATION_LOCK_KEY = 0x726f61726d696772n;

/**
 * The package's migrations, found through the package itself so that the server's bundle
 * (apps/server/dist, ADR 033) finds them as the source does.
 */
const MIGRATIONS_FOLDER = join(
  dirname(createRequire(import.meta.url).resolve('@roar/db')),
  '../migrations',
);

/** How each open handle applies migrations (kept off the public Database shape). */
const migrators = new WeakMap<Db, () => Promise<void>>();

/**
 * Opens PostgreSQL through a `pg.Pool` when `url` is given, otherwise an embedded PGlite persisted
 * in `dataDir` (created if missing), holding the folder's lock until `close()`: throws
 * `DataDirLockedError`, without touching the folder, while another process or another open
 * database holds it (docs/decisions/023-data-directory-lock.md). Does not migrate: see
 * `migrateDatabase`.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options)
    : openPglite(options.dataDir ?? 'memory://', options);
}

/**
 * Applies the committed migrations that have not run yet on this database, then creates the trial
 * partitions of this month and the next ones if missing (the housekeeping job keeps them ahead
 * while the server runs: docs/decisions/041-trial-partitions.md).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const migrate = migrators.get(database.db);
  if (!migrate) throw new Error('migrateDatabase: not a database opened by openDatabase');
  await migrate();
  await database.db.execute(ensureTrialPartitionsSql(new Date()));
}

/** `openDatabase` then `migrateDatabase`; closes the database again if migrating fails. */
export async function openMigratedDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

async function openPglite(
  dataDir: string,
  { owner, log }: Pick<OpenDatabaseOptions, 'owner' | 'log'>,
): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // Two engines on one folder corrupt it (issue 14): the lock comes before PGlite reads anything.
  const lock = inMemory ? undefined : await lockDataDir(dataDir, owner ? { owner } : {});
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (err) {
    await lock?.release();
    throw err;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  migrators.set(db, () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  log?.(inMemory ? 'database: PGlite in memory' : `database: PGlite in ${dataDir}`);
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // The simple protocol, as node-postgres uses for a query without values.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: once(async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    }),
  };
}

async function openPostgres(
  url: string,
  { log, poolSize, logQuery }: Pick<OpenDatabaseOptions, 'log' | 'poolSize' | 'logQuery'>,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    ...(poolSize ? { max: poolSize } : {}),
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
  // An idle connection dropped by the server emits 'error' on the pool; unhandled, it would
  // crash the process. The next query simply gets a new connection.
  pool.on('error', (err) => log?.(`database: idle connection error: ${err.message}`));
  const db = drizzleNodePg({
    client: pool,
    schema,
    casing: 'snake_case',
    ...(logQuery ? { logger: { logQuery } } : {}),
  });
  migrators.set(db, async () => {
    // Replicas starting together must not run the same migration twice.
    const lock = await pool.connect();
    let broken: Error | undefined;
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
      try {
        await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      }
    } catch (err) {
      broken = err as Error;
      throw err;
    } finally {
      lock.release(broken);
    }
  });
  log?.(`database: PostgreSQL at ${describeUrl(url)}`);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    close: once(() => pool.end()),
  };
}

/** host:port/database of a connection string, never its credentials. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return '(unparseable url)';
  }
}
