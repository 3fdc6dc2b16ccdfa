import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { ADMIN_PAGES, reportPaths } from './app-pages.ts';
import { accessibilityViolations, expect, test } from './axe.ts';
import { continueToFirstTrial } from './game-driver.ts';
import { signIn } from './support.ts';

/**
 * Every screen of the app, as each role sees it, checked by axe-core (WCAG 2.1 AA, issue 21) on a
 * desktop and on a phone, where no page may scroll sideways. The play-throughs check the games'
 * trial and end screens; here each game's first screens are checked.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

const FIRST_GAME_SCREENS = ['swr', 'sre', 'pa', 'core-tasks/matrix-reasoning', 'core-tasks/survey'];

/** The game whose first trial screen is kept as a screenshot (on both viewports). */
const PICTURED_GAME = 'pa';

/** A full-page PNG of the page, kept with the test's results (issue 21 acceptance). */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const { width, height } = page.viewportSize()!;
  await testInfo.attach(`${name}-${width}x${height}.png`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

/** The page is accessible and, on a phone, nothing sticks out sideways. */
async function check(page: Page, state: string): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  // Soft: one run lists every screen's problems.
  expect
    .soft(await accessibilityViolations(page), `accessibility violations on ${state}`)
    .toEqual([]);
  const viewport = page.viewportSize();
  if (viewport && viewport.width <= PHONE.width) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect.soft(overflow, `${state} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  }
}

interface Screens {
  viewport: typeof PHONE;
  signedOut: readonly string[];
  adminPages: readonly string[];
  /** Whose home to check; `explorer` then opens the games. */
  homes: readonly string[];
  games: readonly string[];
}

async function visit(
  {
    browser,
    request,
    baseURL,
    testInfo,
  }: { browser: Browser; request: APIRequestContext; baseURL: string; testInfo: TestInfo },
  screens: Screens,
) {
  const { viewport, signedOut, adminPages, homes, games } = screens;
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  try {
    for (const path of signedOut) {
      await page.goto(path);
      await check(page, path);
    }
    await signIn(page, 'superadmin@demo.roar.test');
    for (const path of adminPages) {
      await page.goto(path);
      await check(page, `${path} (super administrator)`);
    }
    for (const [path, name] of await reportPaths(request)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await check(page, name);
      if (name === 'score report') await screenshot(page, testInfo, 'score-report');
    }
  } finally {
    await context.close();
  }
  for (const login of homes) {
    const own = await browser.newContext({ baseURL, viewport });
    const home = await own.newPage();
    try {
      await signIn(home, login);
      await check(home, `home of ${login}`);
      if (login !== 'explorer') continue;
      await screenshot(home, testInfo, 'student-home');
      for (const game of games) {
        await home.goto(`/game/${game}`);
        // The game's own first button, not the page's door out of the game.
        const start = home.getByRole('button', { name: /^(?!Leave the game$)/ }).first();
        // A game's first screen waits for its code and pictures: slower on a loaded machine.
        await expect(start).toBeVisible({ timeout: 30_000 });
        await check(home, `first screen of ${game}`);
        await start.click();
        await check(home, `second screen of ${game}`);
        if (game !== PICTURED_GAME) continue;
        await continueToFirstTrial(home);
        await check(home, `first trial of ${game}`);
        await screenshot(home, testInfo, `game-${game}-first-trial`);
      }
    } finally {
      await own.close();
    }
  }
}

/**
 * The desktop pages once more in dark mode (the device prefers dark; the profile's default follows
 * it), in one browser context: each role signs in after the previous one's cookies are cleared.
 */
/**
 * Pages left out in dark mode, for time: each is built of the same components (form fields,
 * buttons, tables, the shell) as a page checked there, so the dark colours are the same (the
 * not-found page and the teacher's home, an administrator's home, too).
 */
const SAME_IN_DARK = new Set([
  '/create-administrator',
  '/profile/password',
  '/register-students',
  '/jobs',
  '/register',
  'edit administration',
]);

async function visitDark({
  browser,
  request,
  baseURL,
}: {
  browser: Browser;
  request: APIRequestContext;
  baseURL: string;
}) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, colorScheme: 'dark' });
  const page = await context.newPage();
  try {
    for (const path of ['/signin', '/register']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await check(page, `${path} (dark)`);
    }
    await signIn(page, 'superadmin@demo.roar.test');
    for (const path of ADMIN_PAGES.filter((p) => !SAME_IN_DARK.has(p))) {
      await page.goto(path);
      await check(page, `${path} (super administrator, dark)`);
    }
    for (const [path, name] of await reportPaths(request)) {
      if (SAME_IN_DARK.has(name)) continue;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await check(page, `${name} (dark)`);
    }
    for (const login of ['parent@demo.roar.test', 'explorer']) {
      await context.clearCookies();
      await page.goto('/signin');
      await signIn(page, login);
      await check(page, `home of ${login} (dark)`);
    }
    await page.goto('/game/swr');
    await expect(page.getByRole('button', { name: /^(?!Leave the game$)/ }).first()).toBeVisible({
      timeout: 30_000,
    });
    await check(page, 'first screen of swr (dark)');
  } finally {
    await context.close();
  }
}

test.describe('accessibility of every screen', () => {
  test.setTimeout(240_000);

  test('on a desktop', async ({ browser, request, baseURL }, testInfo) => {
    await visit(
      { browser, request, baseURL: baseURL!, testInfo },
      {
        viewport: DESKTOP,
        signedOut: ['/signin', '/register', '/reset-password', '/no/such/page'],
        adminPages: ADMIN_PAGES,
        homes: ['teacher@demo.roar.test', 'parent@demo.roar.test', 'student1', 'explorer'],
        games: FIRST_GAME_SCREENS,
      },
    );
  });

  test('on a phone, with no page scrolling sideways', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    // The screens whose layout differs most on a phone (tables, forms, menus, a game).
    await visit(
      { browser, request, baseURL: baseURL!, testInfo },
      {
        viewport: PHONE,
        signedOut: ['/signin', '/register'],
        adminPages: [
          '/',
          '/list-orgs',
          '/administration/create',
          '/manage-tasks-variants',
          '/jobs',
        ],
        homes: ['parent@demo.roar.test', 'explorer'],
        games: ['pa'],
      },
    );
  });

  test('on a desktop in dark mode', async ({ browser, request, baseURL }) => {
    await visitDark({ browser, request, baseURL: baseURL! });
  });
});
