import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from './data-dir-lock.ts';
import {
  migrateDatabase,
  openDatabase,
  openMigratedDatabase,
  type Database,
  type Db,
} from './client.ts';
import { countUsers, findUserByLogin, insertUser } from './queries/index.ts';
import { testDatabaseTargets } from './testing.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe('embedded PGlite in a folder', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('creates the folder, keeps data across a reopen, and closes idempotently', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'roar-db-'));
    dirs.push(parent);
    const dataDir = join(parent, 'nested', 'pglite');
    const messages: string[] = [];

    const first = await openMigratedDatabase({ dataDir, log: (m) => messages.push(m) });
    expect(first.kind).toBe('pglite');
    await first.ping();
    await insertUser(first.db, { email: 'kept@example.org', userType: 'admin' });
    await Promise.all([first.close(), first.close()]);
    await first.close();
    await expect(first.ping()).rejects.toThrow();
    expect(messages).toEqual([`database: PGlite in ${dataDir}`]);

    const second = await openMigratedDatabase({ dataDir });
    try {
      expect(await countUsers(second.db)).toBe(1);
      expect((await findUserByLogin(second.db, 'KEPT@example.org'))?.userType).toBe('admin');
    } finally {
      await second.close();
    }
  });
});

describe('the lock of a database folder', () => {
  it('refuses a second open of the folder while the first is open, and reopens after close', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'roar-db-lock-'));
    try {
      const first = await openMigratedDatabase({ dataDir, owner: 'the first database' });
      try {
        await insertUser(first.db, { email: 'kept@example.org', userType: 'admin' });
        const refused = await openDatabase({ dataDir }).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(DataDirLockedError);
        expect((refused as Error).message).toContain('the first database');
        expect(await countUsers(first.db)).toBe(1);
      } finally {
        await first.close();
      }
      const again = await openDatabase({ dataDir });
      try {
        expect(await countUsers(again.db)).toBe(1);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('migrateDatabase', () => {
  it('refuses an object it did not open', async () => {
    const fake = {
      db: {} as Db,
      kind: 'pglite',
      ping: async () => {},
      executeSql: async () => ({ rows: [] }),
      close: async () => {},
    } satisfies Database;
    await expect(migrateDatabase(fake)).rejects.toThrow(/not a database opened by openDatabase/);
  });
});

describe('testDatabaseTargets', () => {
  it('always offers PGlite, and PostgreSQL only when TEST_DATABASE_URL is set', () => {
    const names = testDatabaseTargets().map((t) => t.name);
    expect(names).toEqual(TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL', () => {
  const serverUrl = TEST_DATABASE_URL ?? '';

  async function databaseExists(name: string): Promise<boolean> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const result = await client.query('select 1 from pg_database where datname = $1', [name]);
      return result.rowCount === 1;
    } finally {
      await client.end();
    }
  }

  it('opens through a pool, logs no credentials, and closes idempotently', async () => {
    const messages: string[] = [];
    const url = new URL(serverUrl);
    url.password = 'not-logged';
    const database = await openDatabase({ url: url.toString(), log: (m) => messages.push(m) });
    expect(database.kind).toBe('postgres');
    await database.ping();
    await Promise.all([database.close(), database.close()]);
    await database.close();
    expect(messages.join('\n')).not.toContain('not-logged');
    expect(messages[0]).toMatch(/^database: PostgreSQL at /);
  });

  it('fails to open an unreachable server and releases its pool', async () => {
    await expect(
      openMigratedDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' }),
    ).rejects.toThrow();
  });

  it('drops the scratch test database on close', async () => {
    const target = testDatabaseTargets().find((t) => t.name === 'postgres');
    const database = await target!.open();
    const result = await database.db.execute(sql`select current_database() as name`);
    const name = String((result as unknown as { rows: { name: string }[] }).rows[0]?.name);
    expect(name).toMatch(/^test_[a-z0-9]{20}$/);
    expect(await databaseExists(name)).toBe(true);
    await database.close();
    await database.close();
    expect(await databaseExists(name)).toBe(false);
  });
});
