import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../src/config/env.ts';
import { buildServer } from '../scripts/build.ts';
import { freePort, startServer } from './server-process.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm start` runs the built server (ADR 033): the bundle must find what the source finds through
 * its own location (the repository root for env paths and the web app, the database migrations)
 * from a folder at another depth, and load every npm package from node_modules.
 */
describe('built server', () => {
  // Inside the repository, as apps/server/dist is, so that node_modules resolves as it will.
  const outdir = join(serverDir, `.build-test-${process.pid}`);
  const web = join(outdir, 'web');

  beforeAll(async () => {
    rmSync(outdir, { recursive: true, force: true });
    await buildServer(outdir);
    mkdirSync(web);
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>built</title>');
  }, 60_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('starts without compiling, migrates the database and serves the web app from the root', async () => {
    const port = String(await freePort());
    const server = await startServer(
      {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        SEED_DEMO: '0',
        // Relative: resolved against the repository root the bundle works out for itself.
        WEB_DIST_DIR: relative(REPO_ROOT, web),
      },
      [join(outdir, 'server.js')],
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      const page = await fetch(`${base}/signin`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>built</title>');
      // Answered from the migrated database: an unknown account is refused, not an error.
      const signIn = await fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'nobody@example.test', password: 'Not-a-password-1' }),
      });
      expect(signIn.status).toBe(401);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 90_000);

  it('builds the worker too, which loads and explains what it needs', async () => {
    const child = spawn(process.execPath, [join(outdir, 'worker.js')], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: 'memory://' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('npm run worker needs DATABASE_URL');
  }, 30_000);
});
