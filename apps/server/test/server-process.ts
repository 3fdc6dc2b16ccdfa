import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface StartedServer {
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/** How the source is started: through tsx, as `npm run dev` and the tests do. */
const FROM_SOURCE = ['--import', 'tsx', 'src/server.ts'];

/**
 * The real server process (`src/server.ts`, or `args` such as a built bundle) with `env` over the
 * test's environment, once its /readyz answers; throws with its output when it exits or is not
 * ready within two minutes.
 */
export async function startServer(
  env: Record<string, string>,
  args: readonly string[] = FROM_SOURCE,
): Promise<StartedServer> {
  const child = spawn(process.execPath, [...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${env.PORT}/readyz`;
  // Two minutes: a first start seeds the demo world and scores its runs, which takes a minute or
  // more on a 2-core machine running other test files beside it.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, output: () => output, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
}
