import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobDetail } from '@roar/contracts';
import { newId } from '@roar/db';
import { rosterFile } from '../../../bench/lib/roster-file.ts';
import { freePort, startServer, type StartedServer } from './server-process.ts';

/**
 * A server killed (`kill -9`) in the middle of a student import: after the restart the import
 * resumes after its last committed chunk and completes exactly once, on the embedded database and
 * on PostgreSQL (docs/decisions/024-background-jobs.md, "Exactly once").
 */

const running: StartedServer[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface Target {
  name: string;
  /** Rows enough for the import to be caught mid-way (PostgreSQL writes them faster). */
  rows: number;
  /** The env of a server on this database, and how to count rows in it once servers are down. */
  prepare(): Promise<{ env: Record<string, string>; count: (sql: string) => Promise<number> }>;
}

const pglite: Target = {
  name: 'pglite',
  rows: 3000,
  async prepare() {
    const dir = await mkdtemp(join(tmpdir(), 'roar-jobs-crash-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return {
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      count: async (sql) => {
        const { openDatabase } = await import('@roar/db');
        const database = await openDatabase({ dataDir: dir });
        try {
          return Number(((await database.executeSql(sql)).rows[0] as { n: number }).n);
        } finally {
          await database.close();
        }
      },
    };
  },
};

const serverUrl = process.env.TEST_DATABASE_URL;
const postgres: Target = {
  name: 'postgres',
  rows: 6000,
  async prepare() {
    const name = `test_${newId().toLowerCase()}`;
    const admin = async <T>(fn: (c: pg.Client) => Promise<T>) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        return await fn(client);
      } finally {
        await client.end();
      }
    };
    await admin((c) => c.query(`create database "${name}"`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    cleanups.push(() =>
      admin(async (c) => {
        await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          name,
        ]);
        await c.query(`drop database if exists "${name}"`);
      }).then(() => undefined),
    );
    return {
      // Another process may hold a job on PostgreSQL: a silent one is taken back after 3 s.
      env: { DATABASE_URL: url.toString(), JOB_STALE_SECONDS: '3' },
      count: async (sql) => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          return Number((await client.query(sql)).rows[0].n);
        } finally {
          await client.end();
        }
      },
    };
  },
};

async function serve(env: Record<string, string>) {
  const port = await freePort();
  const server = await startServer({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: '1',
    SEED_DEMO_RUNS: '0',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    JOB_POLL_SECONDS: '0.5',
    ASSESSMENT_DATABASE_URL: '',
    ...env,
  });
  running.push(server);
  const base = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'superadmin@demo.roar.test', password: 'RoarDemo2026' }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const call = async (path: string, body?: unknown) => {
    const res = await fetch(`${base}/api/admin${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as JobDetail;
  };
  return { server, call };
}

async function poll(call: () => Promise<JobDetail>, until: (job: JobDetail) => boolean) {
  const end = Date.now() + 120_000;
  for (;;) {
    const job = await call();
    if (until(job)) return job;
    if (Date.now() > end) throw new Error(`job stayed ${job.state} at ${job.progressDone}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const targets = serverUrl ? [pglite, postgres] : [pglite];

describe.each(targets)('a student import killed mid-way on $name', (target) => {
  it('resumes after the restart and creates every student exactly once', async () => {
    const { env, count } = await target.prepare();
    const first = await serve(env);
    const started = await first.call('/roster/student-imports', rosterFile(target.rows, 'crashed'));
    const midway = await poll(
      () => first.call(`/jobs/${started.id}`),
      (job) => job.state === 'completed' || (job.state === 'active' && job.progressDone >= 250),
    );
    expect(midway.state, 'the import ended before the kill: make it longer').toBe('active');
    first.server.child.kill('SIGKILL');
    await first.server.exited;

    const second = await serve(env);
    const done = await poll(
      () => second.call(`/jobs/${started.id}`),
      (job) => ['completed', 'failed'].includes(job.state),
    );
    expect(done).toMatchObject({
      state: 'completed',
      attempts: 2,
      result: { rows: target.rows, created: target.rows, refused: 0 },
    });
    second.server.child.kill('SIGTERM');
    await second.server.exited;
    running.splice(0);

    const users = await count(
      "select count(*)::int as n from core.users where username like 'crashed%'",
    );
    const distinct = await count(
      "select count(distinct username)::int as n from core.users where username like 'crashed%'",
    );
    const memberships = await count(
      "select count(*)::int as n from core.memberships m join core.users u on u.id = m.user_id where u.username like 'crashed%'",
    );
    expect({ users, distinct, memberships }).toEqual({
      users: target.rows,
      distinct: target.rows,
      memberships: target.rows * 2,
    });
  }, 240_000);
});
