import { expect, test } from './axe.ts';
import { startServer, type RunningServer } from '../test-server.ts';

/**
 * The idle sign-out with short timings. The suite's shared server keeps the 15 minutes of
 * docs/product/constants.md section 3, so this file starts its own server (same build, fresh demo
 * database) with a 3 s idle threshold and a 3 s countdown, and drives it with its own base URL.
 */
let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ IDLE_THRESHOLD_MS: '3000', IDLE_COUNTDOWN_MS: '3000' });
});

test.afterAll(async () => {
  await server?.stop();
});

test('an idle student is warned, then signed out to /signin', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server!.baseUrl });
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
