import type { Page } from '@playwright/test';
import { PSEUDO_LOCALE_KEY } from '../../apps/web/src/i18n/pseudo-switch.ts';
import { pseudoText } from '../../apps/web/src/i18n/pseudo-locale.ts';
import { ADMIN_PAGES, dataNames, reportPaths } from './app-pages.ts';
import { expect, test } from './axe.ts';
import { DEMO_PASSWORD } from './support.ts';
import { dateWords, textMatcher, unmatched, visibleTexts } from './visible-text.ts';

/**
 * Issue 21: hard-coded strings. The app runs in the pseudo-locale (its test switch in
 * localStorage; ADR visible-text-checks), where every catalogue text is accented and bracketed;
 * each role signs in and visits its main pages, and every visible text must be pseudo-translated
 * or data. One browser context; a role's cookies are cleared before the next one signs in.
 */

/**
 * Pseudo-translated words carry no plain ASCII letter; data comes from the allowlist and, for
 * records other specs made before this one (the suite shares one server), from the API.
 */
function pseudoOrData(names: string[]): (text: string) => boolean {
  return textMatcher({
    values: [],
    // Dates are written by Intl in the interface's locale (en-US under the pseudo-locale).
    words: dateWords(['en-US']),
    word: (word) => !/[a-z]/i.test(word),
    phrases: names,
  });
}

async function expectNoHardCodedText(
  page: Page,
  state: string,
  matches: (text: string) => boolean,
): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const problems = unmatched(await visibleTexts(page, null), matches);
  expect.soft(problems, `texts outside the catalogues on ${state}`).toEqual([]);
}

async function signInPseudo(page: Page, login: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel(pseudoText('Username or email')).fill(login);
  await page
    .getByRole('textbox', { name: pseudoText('Password'), exact: true })
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: pseudoText('Log in'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

test('every text of the main pages comes from a catalogue (pseudo-locale)', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'on'), PSEUDO_LOCALE_KEY);
  const page = await context.newPage();
  const matches = pseudoOrData(await dataNames(request));
  try {
    for (const path of ['/signin', '/register', '/no/such/page']) {
      await page.goto(path);
      await expectNoHardCodedText(page, path, matches);
    }
    await signInPseudo(page, 'superadmin@demo.roar.test');
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expectNoHardCodedText(page, `${path} (super administrator)`, matches);
    }
    for (const [path, name] of await reportPaths(request)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoHardCodedText(page, name, matches);
    }
    for (const login of ['teacher@demo.roar.test', 'parent@demo.roar.test', 'student1']) {
      await context.clearCookies();
      await signInPseudo(page, login);
      await expectNoHardCodedText(page, `home of ${login}`, matches);
    }
  } finally {
    await context.close();
  }
});
