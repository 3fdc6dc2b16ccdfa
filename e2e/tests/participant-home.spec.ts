import { type Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { signIn } from './support.ts';

/** The task tabs of the participant home (Tabs.List is labelled 'Tasks' / 'Actividades'). */
const taskTabs = (page: Page, listName = 'Tasks') =>
  page.getByRole('tablist', { name: listName }).getByRole('tab');

/**
 * Every visible button, link, select and tab on the page smaller than 44x44 px (WCAG 2.5.5), as
 * 'name: width x height'. No exceptions are needed on the student home: it has no inline text
 * links.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, a[href], select, [role="tab"]'))
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // On screen (the skip link waits off screen until focused; its focused size is checked).
      .filter(({ box }) => box.right > 0 && box.bottom > 0 && box.width > 0 && box.height > 0)
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ el, box }) =>
          `${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName}: ${Math.round(box.width)} x ${Math.round(box.height)}`,
      ),
  );
}

/** The sources the page asked an audio element to play (recorded by an init script). */
const playedAudio = (page: Page) =>
  page.evaluate(() => (window as unknown as { playedAudio?: string[] }).playedAudio ?? []);

test('student1 sees the four Reading Screener tasks, none done, and the start opens the task page', async ({
  page,
}) => {
  // Record what the home plays instead of playing it (the spoken 'Click to start').
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { playedAudio: string[] }).playedAudio = played;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(new URL(this.src).pathname);
      return Promise.resolve();
    };
  });
  await signIn(page, 'student1');
  await expect(page.getByRole('heading', { name: 'Reading Screener', level: 1 })).toBeVisible();

  const tabs = taskTabs(page);
  await expect(tabs).toHaveCount(4);
  for (const [i, name] of ['Word', 'Sentence', 'Phoneme', 'Letter'].entries()) {
    await expect(tabs.nth(i)).toContainText(name);
  }
  // Letter is optional only from grade 7: for a grade 3 student everything is required.
  await expect(page.getByRole('switch', { name: 'Show optional assignments' })).toHaveCount(0);

  await expect(page.getByText('tasks completed!')).toBeVisible();
  await expect(page.getByText('0 of 4 required tasks completed')).toBeAttached();
  await expect(page.getByText('0/4').first()).toBeVisible();
  await expect(page.getByText('Grade: 3')).toBeVisible();

  // The first task to do is selected; its panel offers the start.
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'ROAR - Word', level: 2 })).toBeVisible();

  // Each tab shows its game's picture (decorative: the tab is named by its text).
  for (const i of [0, 1, 2, 3]) {
    const picture = tabs.nth(i).locator('img');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  // 'Click to start' is on screen and spoken: on opening (the sign-in click was a gesture), on
  // picking another tab, and on 'Hear it'.
  await expect.poll(() => playedAudio(page)).toEqual(['/audio/en/home.start.mp3']);
  await tabs.nth(1).click();
  await expect(page.getByRole('heading', { name: 'ROAR - Sentence', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Hear it' }).click();
  await expect.poll(async () => (await playedAudio(page)).length).toBe(3);
  expect((await page.request.get('/audio/en/home.start.mp3')).ok()).toBe(true);
  await tabs.first().click();

  // Touch targets of at least 44 px on a phone and a laptop, with no sideways scrolling.
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await expect(page.getByRole('button', { name: 'Click to start' })).toBeVisible();
    expect(await smallTargets(page), `${size.width}x${size.height}`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
  // The phone's menu (language, close) and the skip link once focused.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await smallTargets(page), 'menu').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  expect(await smallTargets(page), 'skip link').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The start opens the game, which waits for the child's tap or key.
  await page.getByRole('button', { name: 'Click to start' }).click();
  await expect(page).toHaveURL(/\/game\/swr$/);
  await expect(page.getByText('Tap the screen or press any key to start.')).toBeVisible();

  // A task this version does not play says so and leads back.
  await page.goto('/game/vocab');
  await expect(
    page.getByRole('heading', { name: 'This task is not in your assignments' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to my tasks' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(taskTabs(page)).toHaveCount(4);
});

test('student2 (grade 7) finds Letter among the optional assignments only', async ({ page }) => {
  await signIn(page, 'student2');
  await expect(page.getByRole('heading', { name: 'Reading Screener', level: 1 })).toBeVisible();

  const toggle = page.getByRole('switch', { name: 'Show optional assignments' });
  await expect(toggle).toBeVisible();
  await expect(toggle).not.toBeChecked();
  const tabs = taskTabs(page);
  await expect(tabs).toHaveCount(3);
  await expect(tabs.filter({ hasText: 'Letter' })).toHaveCount(0);
  await expect(page.getByText('0 of 3 required tasks completed')).toBeAttached();

  // The switch's line (track and words) is a 44 px touch target.
  const toggleLine = await page
    .locator('label', { hasText: 'Show optional assignments' })
    .boundingBox();
  expect(toggleLine?.height).toBeGreaterThanOrEqual(44);
  await toggle.check({ force: true });
  await expect(toggle).toBeChecked();
  await expect(tabs).toHaveCount(1);
  await expect(tabs.first()).toContainText('ROAR - Letter');
  await expect(page.getByText('Optional', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Click to start' })).toBeVisible();

  // Back to the required ones (the choice is kept for the session: leave it as found).
  await toggle.uncheck({ force: true });
  await expect(tabs).toHaveCount(3);
});

test('estudiante1 gets the Spanish tasks in a Spanish interface', async ({ page }) => {
  await signIn(page, 'estudiante1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO');
  await expect(page.getByRole('heading', { name: 'Reading Screener', level: 1 })).toBeVisible();

  const tabs = taskTabs(page, 'Actividades');
  await expect(tabs).toHaveCount(4);
  for (const [i, name] of ['Palabra', 'Frase', 'Fonema', 'Letra'].entries()) {
    await expect(tabs.nth(i)).toContainText(name);
  }
  await expect(taskTabs(page).filter({ hasText: /Word|Letter/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Haz clic para empezar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Escúchalo' })).toBeVisible();
  // The task's description and tags are Spanish too (issue 21).
  await expect(
    page.getByText('Decide rápidamente si cada palabra en español es real o inventada.'),
  ).toBeVisible();
  await expect(page.getByText('Lectura', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Decide quickly|^Reading$/)).toHaveCount(0);
  await expect(page.getByText('¡actividades completadas!')).toBeVisible();
  // Colombian Spanish says 'Grado' where Spain says 'Curso'.
  await expect(page.getByText('Grado: 2')).toBeVisible();
});

test('the launch administrator launches student1, sees her tasks under the banner, then exits', async ({
  page,
}) => {
  await signIn(page, 'launch@demo.roar.test');
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();

  await page.getByLabel('Search by name or username').fill('student1');
  await page.getByRole('button', { name: 'Search' }).click();
  const launch = page.getByRole('link', { name: 'Launch as student: Maya Johnson' });
  await expect(launch).toBeVisible();
  await launch.click();

  await expect(page).toHaveURL(/\/launch\/[^/]+$/);
  const banner = page.getByTestId('launch-banner');
  await expect(banner).toContainText('Launch mode');
  await expect(banner).toContainText('You are in launch mode for Maya');
  await expect(page.getByRole('heading', { name: 'Reading Screener', level: 1 })).toBeVisible();
  const tabs = taskTabs(page);
  await expect(tabs).toHaveCount(4);
  for (const [i, name] of ['Word', 'Sentence', 'Phoneme', 'Letter'].entries()) {
    await expect(tabs.nth(i)).toContainText(name);
  }
  await expect(page.getByText('Grade: 3')).toBeVisible();
  // The launcher's home has 44 px controls too (banner, admin menus).
  expect(await smallTargets(page)).toEqual([]);

  await banner.getByRole('link', { name: 'Exit launch mode' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('launch-banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
});
