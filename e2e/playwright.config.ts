import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { testServerEnv } from './test-server.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests drive the real built app, served by the real server on a fresh in-memory
 * embedded database seeded with the demo world, in the system Chromium.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  outputDir: '../reports/playwright-artifacts',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    // The server behind a loopback SMTP sink (serve.ts): mails land in reports/e2e-mail/.
    command: 'node --import tsx e2e/serve.ts',
    cwd: '..',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Many sign-ins from one address within a minute is what this suite does.
    env: testServerEnv(port, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }),
  },
});
