import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * The idle sign-out with short timings. The suite's shared server keeps the spec's 15 minutes, so
 * this file starts its own server (same build, fresh demo database) with a 3 s idle threshold and
 * a 3 s countdown, and drives it with its own base URL.
 */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

let server: ChildProcess | undefined;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      ASSESSMENT_DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      IDLE_THRESHOLD_MS: '3000',
      IDLE_COUNTDOWN_MS: '3000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 500; i += 1) {
    if (server.exitCode !== null) throw new Error('idle test server exited during start');
    const ready = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('idle test server did not become ready');
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

test('an idle student is warned, then signed out to /signin', async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/signin');
  await page.getByLabel('Username or email').fill('student1');
  await page.getByLabel(/^Password/).fill('RoarDemo2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);

  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('You will be signed out soon for your security.');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();

  await expect(page).toHaveURL(/\/signin$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome to ROAR!' })).toBeVisible();
  await context.close();
});
