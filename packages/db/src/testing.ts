import pg from 'pg';
import { newId } from './ids.ts';
import {
  openDatabase,
  openMigratedDatabase,
  type Database,
  type OpenDatabaseOptions,
} from './client.ts';

export type { Database } from './client.ts';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database. Close it when done (in afterAll). */
  open(): Promise<Database>;
  /** A fresh database with no migration applied (for tests of a migration). */
  openUnmigrated(): Promise<Database>;
}

/**
 * The databases a test file should run against: always an in-memory PGlite, plus real PostgreSQL
 * when TEST_DATABASE_URL is set (each `open()` creates its own `test_<random>` database on that
 * server and drops it on close). Use as
 * `describe.each(testDatabaseTargets())('on $name', ({ open }) => { ... })`, opening once per
 * describe block: each PGlite costs a few hundred MB.
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      name: 'pglite',
      open: () => openMigratedDatabase({ dataDir: 'memory://' }),
      openUnmigrated: () => openDatabase({ dataDir: 'memory://' }),
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: 'postgres',
      open: () => openScratchPostgres(serverUrl, openMigratedDatabase),
      openUnmigrated: () => openScratchPostgres(serverUrl, openDatabase),
    });
  }
  return targets;
}

async function withAdminClient<T>(
  serverUrl: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function openScratchPostgres(
  serverUrl: string,
  openWith: (options: OpenDatabaseOptions) => Promise<Database>,
): Promise<Database> {
  // Lower-case only: the name is used unquoted-equivalent and stays easy to type in psql.
  const name = `test_${newId().toLowerCase()}`;
  await withAdminClient(serverUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openWith({ url: url.toString() });
  } catch (err) {
    await dropScratchDatabase(serverUrl, name);
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        await database.close();
        await dropScratchDatabase(serverUrl, name);
      })()),
  };
}

async function dropScratchDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, async (c) => {
    await c.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await c.query(`drop database if exists "${name}"`);
  });
}
