import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail } from '@roar/contracts';
import { newId } from '@roar/db';
import { rosterFile } from '../../../bench/lib/roster-file.ts';
import { freePort, startServer, type StartedServer } from './server-process.ts';
import { until } from './helpers.ts';

/**
 * `npm run worker` beside a server started with JOBS_WORKER=off, on PostgreSQL
 * (docs/decisions/024-background-jobs.md): the server only enqueues, the worker runs the jobs; a
 * worker stopped by SIGTERM in the middle of a job releases it to the queue, and the next worker
 * finishes it once. The embedded database admits one process, so a worker refuses to start on it.
 */

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;

interface Worker {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

describe('a worker process', () => {
  it('refuses to start on the embedded database', async () => {
    const worker = startWorker({ DATABASE_URL: '', DATA_DIR: 'memory://' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('npm run worker needs DATABASE_URL');
  });
});

describe.skipIf(!serverUrl)('a worker process beside a server on PostgreSQL', () => {
  const name = `test_${newId().toLowerCase()}`;
  let url: string;
  let server: StartedServer;
  const workers: Worker[] = [];
  let call: (path: string, body?: unknown) => Promise<JobDetail>;

  const admin = async (sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(sql, values);
    } finally {
      await client.end();
    }
  };
  const workerEnv = () => ({
    DATABASE_URL: url,
    // The worker seals and opens job inputs with the key the server signs with.
    AUTH_PRIVATE_JWK: signingKey,
    JOB_POLL_SECONDS: '0.5',
    SHUTDOWN_TIMEOUT_MS: '6000',
    ASSESSMENT_DATABASE_URL: '',
  });
  let signingKey: string;

  beforeAll(async () => {
    await admin(`create database "${name}"`);
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    const { exportJWK, generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    signingKey = JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'worker-test' });
    const port = await freePort();
    server = await startServer({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: url,
      ASSESSMENT_DATABASE_URL: '',
      AUTH_PRIVATE_JWK: signingKey,
      SEED_DEMO: '1',
      SEED_DEMO_RUNS: '0',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      JOBS_WORKER: 'off',
    });
    const base = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'superadmin@demo.roar.test', password: 'RoarDemo2026' }),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    call = async (path, body) => {
      const res = await fetch(`${base}/api/admin${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await res.json()) as JobDetail;
    };
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    server?.child.kill('SIGKILL');
    await server?.exited;
    await admin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      name,
    ]);
    await admin(`drop database if exists "${name}"`);
  });

  const job = (id: string) => call(`/jobs/${id}`);

  it('leaves the jobs to the worker: none runs until one starts', async () => {
    const started = await call('/roster/student-imports', rosterFile(200, 'byworker'));
    await new Promise((r) => setTimeout(r, 1500));
    expect((await job(started.id)).state).toBe('queued');
    const worker = startWorker(workerEnv());
    workers.push(worker);
    const done = await until(async () => {
      const j = await job(started.id);
      return j.state === 'completed' ? j : undefined;
    }, 'the worker to finish the import');
    expect(done.result).toMatchObject({ created: 200 });
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  }, 120_000);

  it('releases a running job on SIGTERM; the next worker finishes it once', async () => {
    const rows = 8000;
    const first = startWorker(workerEnv());
    workers.push(first);
    const started = await call('/roster/student-imports', rosterFile(rows, 'released'));
    await until(async () => {
      const j = await job(started.id);
      return j.state === 'active' && j.progressDone >= 250 ? j : undefined;
    }, 'the import to be under way');
    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
    const released = await job(started.id);
    // Finished within the grace time, or handed back to the queue to run again.
    expect(['completed', 'retrying']).toContain(released.state);

    const second = startWorker(workerEnv());
    workers.push(second);
    const done = await until(async () => {
      const j = await job(started.id);
      return ['completed', 'failed'].includes(j.state) ? j : undefined;
    }, 'the second worker to finish');
    expect(done).toMatchObject({ state: 'completed', result: { created: rows, refused: 0 } });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows: counted } = await client.query(
      "select count(*)::int as n, count(distinct username)::int as d from core.users where username like 'released%'",
    );
    await client.end();
    expect(counted[0]).toEqual({ n: rows, d: rows });
    second.child.kill('SIGTERM');
    await second.exited;
  }, 180_000);
});
