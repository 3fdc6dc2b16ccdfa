import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * Environment of a test server: the real server on loopback, the built web app, a fresh in-memory
 * database seeded with the demo world.
 */
export function testServerEnv(
  port: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    ASSESSMENT_DATABASE_URL: '',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (a benchmark reads its CPU time from /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts a test server of its own (a spec or a benchmark that needs other settings). */
export async function startServer(extra: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...testServerEnv(port, extra) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 500; i += 1) {
    if (child.exitCode !== null) throw new Error('test server exited during start');
    if (
      await fetch(`${baseUrl}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseUrl, pid: child.pid, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('test server did not become ready');
}
