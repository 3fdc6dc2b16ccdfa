import { readFile } from 'node:fs/promises';
import { devices, type Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { adminApi } from './admin-api.ts';
import { uniqueSuffix } from './admin-forms.ts';
import { playCognitionGame } from './cognition-driver.ts';
import { csvRows } from './csv.ts';
import { playToEnd, storedRunOf } from './game-driver.ts';
import { pdfText } from './pdf-text.ts';
import { signIn } from './support.ts';

/**
 * Issue 16 (items 2 and 3): Riley (`explorer`, who has every game in All Games) plays short
 * variants of the written four-choice game: Morphology by the keyboard alone (number keys, the
 * arrow keys then Enter, Tab then Enter) and Written Vocabulary by touch on a phone, each with a
 * reload in mid-run. Test trials store the option chosen and no key; the server's scores appear in
 * the score report's CSV and the student report's PDF. Full length is covered by simulation.
 */
test.describe.configure({ timeout: 180_000 });

const RILEY = { username: 'explorer', first: 'Riley' };

async function openTask(page: Page, administration: string, tab: RegExp, tap = false) {
  await page.getByLabel('Select an assignment').selectOption({ label: administration });
  await page.getByRole('tab', { name: tab }).click();
  const start = page.getByRole('button', { name: 'Click to start' });
  if (tap) await start.tap();
  else await start.click();
}

/** Answers the item on screen by the keyboard only, three ways in turn. */
async function answerByKeys(page: Page, n: number) {
  const picks = page.locator('.roar-written [data-pick]');
  await expect(picks).toHaveCount(4);
  const way = n % 3;
  if (way === 0) {
    await page.keyboard.press(String((n % 4) + 1));
    return;
  }
  if (way === 1) {
    // Arrows move between the options; Enter chooses the focused one.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(picks.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    return;
  }
  // Tab reaches the options (they stay in the tab order); Enter chooses.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () => document.activeElement?.getAttribute('data-pick') ?? null,
    );
    if (focused !== null) break;
  }
  await expect(page.locator('.roar-written [data-pick]:focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
}

test('Morphology by keys alone and Written Vocabulary by touch on a phone, in the reports', async ({
  browser,
  page,
  request,
}) => {
  const api = await adminApi(request);
  const grade4 = await api.orgId('class', 'Grade 4 - Room 208');
  const name = `Written ${uniqueSuffix()}`;
  const administrationId = await api.administration({
    name,
    variants: [
      await api.variant('morphology', { numTrials: 5 }),
      await api.variant('cva', { numTrials: 5 }),
    ],
    classes: [grade4],
  });

  await signIn(page, RILEY.username);
  await test.step('Riley has both in All Games', async () => {
    await page.getByLabel('Select an assignment').selectOption({ label: 'All Games' });
    await expect(page.getByRole('tab', { name: /Morphology/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Written Vocab/ })).toBeVisible();
  });

  const morphology =
    await test.step('Morphology by the keyboard alone, with a reload', async () => {
      await openTask(page, name, /Morphology/);
      await expect(page).toHaveURL(/\/game\/morphology$/);
      const texts: string[] = [];
      let reloaded = false;
      const answered = await playToEnd(page, {
        continueBy: 'key',
        texts,
        answer: (n) => answerByKeys(page, n),
        async after(n) {
          if (n !== 4 || reloaded) return;
          reloaded = true;
          await page.reload();
          await expect(page.locator('.roar-game')).toBeVisible({ timeout: 30_000 });
        },
      });
      expect(reloaded).toBe(true);
      expect(texts.some((t) => t.includes('One word is missing'))).toBe(true);
      await expect(page.getByText('Your answers are saved.')).toBeVisible({ timeout: 30_000 });
      const { run, trials } = await storedRunOf(page, 'morphology', administrationId);
      expect(run.state).toBe('completed');
      // 2 practice, then 4 core, a pilot, 1 core: each stored once, in order.
      expect(trials).toHaveLength(answered);
      expect(trials.map((t) => t.trialIndex)).toEqual(trials.map((_, i) => i));
      expect(trials.map((t) => t.data.role)).toEqual([
        'practice',
        'practice',
        'core',
        'core',
        'core',
        'core',
        'pilot',
        'core',
      ]);
      expect(trials.every((t) => t.data.responseSource === 'keyboard')).toBe(true);
      for (const t of trials.filter((t) => t.stage === 'test')) {
        expect(t.data).not.toHaveProperty('correctResponse');
        expect(t.data).not.toHaveProperty('correct');
      }
      const composite = run.scores!.computed.composite as {
        roarScore: number;
        percentCorrect: number;
        skills: { measures: { part: string }[] };
      };
      expect(composite.roarScore).toBeGreaterThanOrEqual(100);
      expect(composite.skills.measures.map((m) => m.part)).toEqual(['inflection', 'derivation']);
      await page.getByRole('link', { name: 'Back to my tasks' }).click();
      await page.getByLabel('Select an assignment').selectOption({ label: name });
      await expect(page.getByRole('tab', { name: /Morphology/ })).toHaveAttribute(
        'data-state',
        'completed',
      );
      return composite;
    });

  const cva = await test.step('Written Vocabulary by touch on a phone, with a reload', async () => {
    const phone = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: test.info().project.use.baseURL,
      locale: 'en-US',
    });
    try {
      const riley = await phone.newPage();
      await signIn(riley, RILEY.username);
      await openTask(riley, name, /Written Vocab/, true);
      await expect(riley).toHaveURL(/\/game\/cva$/);
      // Big touch targets on a phone.
      const { run, trials } = await playCognitionGame(riley, {
        input: 'tap',
        reloadAfter: 5,
        administrationId,
        taskId: 'cva',
      });
      expect(trials.filter((t) => t.data.role === 'core')).toHaveLength(5);
      expect(trials.filter((t) => t.data.role === 'pilot')).toHaveLength(1);
      const composite = run.scores!.computed.composite as { roarScore: number };
      expect(composite.roarScore).toBeGreaterThanOrEqual(100);
      return composite;
    } finally {
      await phone.close();
    }
  });

  await test.step('the scores are in the score report CSV and the student report PDF', async () => {
    await page.context().clearCookies();
    await signIn(page, 'superadmin@demo.roar.test');
    await page.goto(`/scores/${administrationId}/class/${grade4}`);
    const table = page.getByRole('table', { name: 'Score report' });
    await expect(table.getByRole('row').filter({ hasText: RILEY.first })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export all (CSV)' }).click(),
    ]);
    const [heading, ...body] = csvRows(await readFile(await download.path(), 'utf8'));
    const row = body.find((cells) => cells[heading!.indexOf('Username')] === RILEY.username)!;
    const cell = (column: string) => {
      expect(heading).toContain(column);
      return row[heading!.indexOf(column)];
    };
    expect(cell('Morphology - Raw Score')).toBe(String(morphology.roarScore));
    expect(cell('Written Vocabulary - Raw Score')).toBe(String(cva.roarScore));
    expect(cell('Morphology - Percent Correct')).toBe(String(morphology.percentCorrect));
    await page.getByRole('link', { name: `View ${RILEY.first}'s score report` }).click();
    await expect(page.getByRole('heading', { name: 'Individual Score Report' })).toBeVisible();
    const [pdf] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export to PDF' }).click(),
    ]);
    const text = await pdfText(await pdf.path());
    for (const expected of ['Morphology', 'Written Vocabulary']) expect(text).toContain(expected);
  });
});
