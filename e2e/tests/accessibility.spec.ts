import { request as playwright, type Browser, type Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './axe.ts';
import { DEMO_PASSWORD, signIn } from './support.ts';

/**
 * Every screen of the app, as each role sees it, checked by axe-core (WCAG 2.1 AA, issue 21) on a
 * desktop and on a phone, where no page may scroll sideways. The play-throughs check the games'
 * trial and end screens; here each game's first screens are checked.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** Ids the report pages need, asked of the API as the super administrator. */
async function reportPaths(baseURL: string): Promise<Array<[string, string]>> {
  const api = await playwright.newContext({ baseURL });
  try {
    const signedIn = await api.post('/api/auth/sign-in', {
      data: { identifier: 'superadmin@demo.roar.test', password: DEMO_PASSWORD },
    });
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const get = async <T>(path: string): Promise<T> => {
      const response = await api.get(path, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(response.ok(), path).toBe(true);
      return (await response.json()) as T;
    };
    type Items = { items: Array<{ id: string; name: string }> };
    const administrations = await get<Items>('/api/admin/administrations');
    const screener = administrations.items.find((a) => a.name === 'Demo Screener')!;
    const classes = await get<Items>('/api/admin/orgs?type=class');
    const grade3 = classes.items.find((c) => c.name.startsWith('Grade 3'))!;
    const { users } = await get<{ users: Array<{ id: string }> }>(
      `/api/admin/orgs/class/${grade3.id}/users`,
    );
    const at = `${screener.id}/class/${grade3.id}`;
    return [
      [`/administration/${at}`, 'progress report'],
      [`/scores/${at}`, 'score report'],
      [`/scores/${at}/user/${users[0]!.id}`, 'student report'],
      [`/administration/edit/${screener.id}`, 'edit administration'],
    ];
  } finally {
    await api.dispose();
  }
}

const ADMIN_PAGES = [
  '/',
  '/list-orgs',
  '/create-orgs',
  '/administration/create',
  '/create-administrator',
  '/manage-tasks-variants',
  '/jobs',
  '/profile',
  '/profile/password',
  '/register-students',
];

const FIRST_GAME_SCREENS = ['swr', 'sre', 'pa', 'core-tasks/matrix-reasoning', 'core-tasks/survey'];

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
  adminPages: readonly string[];
  games: readonly string[];
}

async function visit(browser: Browser, baseURL: string, screens: Screens) {
  const { viewport, adminPages, games } = screens;
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  try {
    for (const path of ['/signin', '/register', '/reset-password', '/no/such/page']) {
      await page.goto(path);
      await check(page, path);
    }
    await signIn(page, 'superadmin@demo.roar.test');
    for (const path of adminPages) {
      await page.goto(path);
      await check(page, `${path} (super administrator)`);
    }
    for (const [path, name] of await reportPaths(baseURL)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await check(page, name);
    }
  } finally {
    await context.close();
  }
  for (const login of ['teacher@demo.roar.test', 'parent@demo.roar.test', 'student1', 'explorer']) {
    const own = await browser.newContext({ baseURL, viewport });
    const home = await own.newPage();
    try {
      await signIn(home, login);
      await check(home, `home of ${login}`);
      if (login !== 'explorer') continue;
      for (const game of games) {
        await home.goto(`/game/${game}`);
        const start = home.getByRole('button').first();
        await expect(start).toBeVisible();
        await check(home, `first screen of ${game}`);
        await start.click();
        await check(home, `second screen of ${game}`);
      }
    } finally {
      await own.close();
    }
  }
}

test.describe('accessibility of every screen', () => {
  test.setTimeout(240_000);

  test('on a desktop', async ({ browser, baseURL }) => {
    await visit(browser, baseURL!, {
      viewport: DESKTOP,
      adminPages: ADMIN_PAGES,
      games: FIRST_GAME_SCREENS,
    });
  });

  test('on a phone, with no page scrolling sideways', async ({ browser, baseURL }) => {
    // The screens whose layout differs most on a phone (tables, forms, menus, a game).
    await visit(browser, baseURL!, {
      viewport: PHONE,
      adminPages: ['/', '/list-orgs', '/administration/create', '/manage-tasks-variants', '/jobs'],
      games: ['pa'],
    });
  });
});
