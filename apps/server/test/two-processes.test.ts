import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { exportJWK, generateKeyPair } from 'jose';
import type { JobDetail } from '@roar/contracts';
import { rosterFile } from '../../../bench/lib/roster-file.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';
import { COUNTER_FLUSH_MS } from '../src/lib/batched-counters.ts';
import { until } from './helpers.ts';
import { freePort, startServer } from './server-process.ts';

/**
 * Two real server processes of one deployment on one PostgreSQL database (issue 22 point 2,
 * docs/decisions/039-several-server-processes.md): request limits, sign-outs and background jobs
 * are shared, so N processes allow no more than one and forget nothing the other did. Only on
 * PostgreSQL: the embedded database admits one process.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('two server processes on one PostgreSQL database', () => {
  const name = `test_two_${process.pid}_${Date.now()}`;
  const children: ChildProcess[] = [];
  const admin = () => new pg.Client({ connectionString: serverUrl });
  let a: string;
  let b: string;

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    // One signing key for every process, as AUTH_PRIVATE_JWK gives them.
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const env = {
      DATABASE_URL: url.toString(),
      ASSESSMENT_DATABASE_URL: '',
      AUTH_PRIVATE_JWK: JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'shared' }),
      SEED_DEMO: '1',
      SEED_DEMO_RUNS: '0',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '8',
      JOB_POLL_SECONDS: '0.5',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    // One after the other: the first migrates and seeds, the second finds it done.
    children.push((await startServer({ ...env, PORT: String(portA) })).child);
    children.push((await startServer({ ...env, PORT: String(portB) })).child);
    a = `http://127.0.0.1:${portA}`;
    b = `http://127.0.0.1:${portB}`;
  }, 180_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    const client = admin();
    await client.connect();
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
      [name],
    );
    await client.query(`drop database if exists "${name}"`);
    await client.end();
  });

  async function signIn(base: string, identifier: string) {
    const res = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const { accessToken, uid } = (await res.json()) as { accessToken: string; uid: string };
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('roar_refresh='));
    return { accessToken, uid, cookie: cookie!.split(';')[0]! };
  }
  const get = (base: string, path: string, token: string) =>
    fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /**
   * Long enough for each process to add what it counted to the shared count and read it back
   * (an exchange every COUNTER_FLUSH_MS, later on a loaded machine).
   */
  const flushed = () => sleep(3 * COUNTER_FLUSH_MS);
  /**
   * Limits count in fixed one-minute windows: requests on both sides of a minute's end are
   * counted in two windows, so the test starts early in a window.
   */
  const earlyInAMinute = async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 20_000) await sleep(left + 100);
  };

  it('holds one session to one allowance across both processes', async () => {
    const { accessToken } = await signIn(a, 'student1');
    await earlyInAMinute();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await get(a, '/api/app/assignments', accessToken)).status);
    }
    await flushed();
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await get(b, '/api/app/assignments', accessToken)).status);
    }
    await flushed();
    // 8 requests a minute in all: the ninth is refused by whichever process gets it.
    expect(statuses).toEqual(Array(8).fill(200));
    expect((await get(b, '/api/app/assignments', accessToken)).status).toBe(429);
    expect((await get(a, '/api/app/assignments', accessToken)).status).toBe(429);
  }, 60_000);

  it('signs out in one process and is refused by the other on the next request', async () => {
    const { accessToken, uid, cookie } = await signIn(a, 'teacher@demo.roar.test');
    const claims = () => get(b, `/api/admin/documents/userClaims/${uid}`, accessToken);
    expect((await claims()).status).toBe(200);
    const out = await fetch(`${a}/api/auth/sign-out`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    expect((await claims()).status).toBe(401);
  }, 60_000);

  it('runs a job started in one process once, and shows it done in the other', async () => {
    const { accessToken } = await signIn(a, 'superadmin@demo.roar.test');
    const started = await fetch(`${a}/api/admin/roster/student-imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(rosterFile(30, 'twoprocs')),
    });
    expect(started.status).toBeLessThan(300);
    const { id } = (await started.json()) as JobDetail;
    const done = await until(async () => {
      const res = await get(b, `/api/admin/jobs/${id}`, accessToken);
      const job = (await res.json()) as JobDetail;
      return job.state === 'completed' || job.state === 'failed' ? job : undefined;
    }, 'the import to finish');
    expect(done).toMatchObject({ state: 'completed', attempts: 1, result: { created: 30 } });
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const users = await db.query(
        "select count(*)::int as n from core.users where username like 'twoprocs%'",
      );
      expect(users.rows[0].n).toBe(30);
    } finally {
      await db.end();
    }
  }, 120_000);
});
