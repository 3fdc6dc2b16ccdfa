import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT } from '../../../e2e/test-server.ts';
import {
  crashHeld,
  embeddedServerEnv,
  runCrashCycles,
  signInStudent,
  startServer,
  type Server,
} from '../../../bench/lib/crash-cycles.ts';

// The embedded database after a `kill -9`, and beside a second server (issue 14, point 6). The
// full crash test, 20 cycles, is `npx tsx bench/crash-restart.ts`.

const started: Server[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function serverOn(dataDir: string, port?: number): Promise<Server> {
  const server = await startServer(dataDir, port);
  started.push(server);
  return server;
}

/**
 * Runs a server that is expected to give up: its exit code and everything it printed, or
 * 'served' (and it is killed) if it becomes ready instead.
 */
async function refusedServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...embeddedServerEnv(dataDir, port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const served = new Promise<'served'>((resolve) => {
    const read = (d: Buffer) => {
      output += String(d);
      if (output.includes('ROAR is ready')) resolve('served');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  const code = await Promise.race([exited, served]);
  if (code === 'served') {
    child.kill('SIGKILL');
    await exited;
  }
  return { code, output };
}

describe('the embedded database folder', () => {
  it('belongs to one server: a second exits with a clear message and the first keeps serving, through a kill -9', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'roar-lock-'));
    dirs.push(dataDir);
    const first = await serverOn(dataDir);
    const firstPort = new URL(first.baseUrl).port;

    // Another port: the folder's lock names the first server and what to do.
    const elsewhere = await refusedServer(dataDir, await freePort());
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.output).toContain(
      `The database folder ${dataDir} is in use by another process`,
    );
    expect(elsewhere.output).toContain(
      `PID ${first.child.pid}: ROAR server on 127.0.0.1:${firstPort}`,
    );
    expect(elsewhere.output).toContain('another DATA_DIR');
    expect(elsewhere.output).not.toContain('database: PGlite in');

    // The same port (the start of issue 14): refused before the database is opened.
    const samePort = await refusedServer(dataDir, Number(firstPort));
    expect(samePort.code).toBe(1);
    expect(samePort.output).toContain(`Another process is listening on 127.0.0.1:${firstPort}`);
    expect(samePort.output).not.toContain('database: PGlite in');

    // The first still reads and writes its database, and the folder reopens after a kill -9.
    await signInStudent(first.baseUrl);
    first.child.kill('SIGKILL');
    await first.exited;
    const again = await serverOn(dataDir);
    await signInStudent(again.baseUrl);
  }, 180_000);

  it('keeps every acknowledged trial, once, through kill -9 and restart (3 cycles)', async () => {
    const report = await runCrashCycles({ cycles: 3, killAfterMs: [200, 1_500] });
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.cutByKill).toBeGreaterThan(0);
    expect({ lost: report.lost, duplicated: report.duplicated }).toEqual({
      lost: 0,
      duplicated: 0,
    });
    expect(crashHeld(report)).toBe(true);
    // Everything cut by a kill was sent again after the restart and is stored.
    expect(report.stored).toBe(report.sent);
  }, 240_000);
});
