import { readFile } from 'node:fs/promises';
import { devices, type Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { adminApi } from './admin-api.ts';
import { uniqueSuffix } from './admin-forms.ts';
import { csvRows } from './csv.ts';
import { playToEnd, storedRunOf } from './game-driver.ts';
import { pdfText } from './pdf-text.ts';
import { signIn } from './support.ts';
import { answerKeyOf } from '../../packages/tasks/src/multichoice/answer-keys/index.ts';

/**
 * Issue 16 (items 2 and 3): Riley (`explorer`, who has every game in All Games) plays short
 * variants of the written four-choice game (ten core items each: long enough to be reliable):
 * Morphology by the keyboard alone (number keys, the arrow keys then Enter, Tab then Enter),
 * Written Vocabulary by touch on a phone, and the generic multichoice page (a variant giving a
 * grade-level form of a shipped bank) by mouse, each with a reload in mid-run. Test trials store the option chosen and no key; the server's scores appear in
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

/**
 * The option a child who reads well picks for the item on screen: the right one (the test reads
 * the server-only keys, as the child reads the sentence), except a wrong one on the fourth answer.
 */
async function chosenOption(page: Page, n: number): Promise<number> {
  const itemId = await page.locator('.roar-written').getAttribute('data-item');
  const bank = itemId!.startsWith('mo-') ? 'morphology' : 'cva';
  const key = answerKeyOf(bank, itemId!);
  expect(key).toBeDefined();
  return n === 3 ? (key! + 1) % 4 : key!;
}

/** Answers the item on screen by the keyboard only, three ways in turn. */
async function answerByKeys(page: Page, n: number) {
  const picks = page.locator('.roar-written [data-pick]');
  await expect(picks).toHaveCount(4);
  const target = await chosenOption(page, n);
  const way = n % 3;
  if (way === 0) {
    await page.keyboard.press(String(target + 1));
    return;
  }
  if (way === 1) {
    // Arrows move between the options (the first press focuses the first); Enter chooses.
    for (let i = 0; i <= target; i += 1) await page.keyboard.press('ArrowDown');
    await expect(picks.nth(target)).toBeFocused();
    await page.keyboard.press('Enter');
    return;
  }
  // Tab reaches the options (they stay in the tab order); Enter chooses.
  for (let i = 0; i < 16; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () => document.activeElement?.getAttribute('data-pick') ?? null,
    );
    if (focused === String(target)) break;
  }
  await expect(picks.nth(target)).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Plays a written four-choice run to its end by keys or taps, reloading after `reloadAfter`. */
async function playWritten(
  page: Page,
  options: {
    input: 'keys' | 'tap' | 'click';
    reloadAfter: number;
    taskId: string;
    administrationId: string;
  },
) {
  const texts: string[] = [];
  let reloaded = false;
  const answered = await playToEnd(page, {
    continueBy: { keys: 'key', tap: 'tap', click: 'click' }[options.input] as
      'key' | 'tap' | 'click',
    texts,
    async answer(n) {
      if (options.input === 'keys') return answerByKeys(page, n);
      const option = page.locator('.roar-written [data-pick]').nth(await chosenOption(page, n));
      if (options.input === 'click') return option.click();
      // A big touch target (at least 48 px high).
      expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(48);
      await option.tap();
    },
    async after(n) {
      if (n !== options.reloadAfter || reloaded) return;
      reloaded = true;
      await page.reload();
      await expect(page.locator('.roar-game')).toBeVisible({ timeout: 30_000 });
    },
  });
  expect(reloaded).toBe(true);
  await expect(page.getByText('Your answers are saved.')).toBeVisible({ timeout: 30_000 });
  const { run, trials } = await storedRunOf(page, options.taskId, options.administrationId);
  expect(run.state).toBe('completed');
  expect(run.reliable).toBe(true);
  // Every answer stored once, in order: practice, then ten core items with a pilot after every
  // four; test trials hold the option chosen and no key.
  expect(trials).toHaveLength(answered);
  expect(trials.map((t) => t.trialIndex)).toEqual(trials.map((_, i) => i));
  const roles = trials.filter((t) => t.stage === 'test').map((t) => t.data.role);
  expect(roles).toEqual([...'ccccpccccpcc'].map((r) => (r === 'c' ? 'core' : 'pilot')));
  const source = { keys: 'keyboard', tap: 'touch', click: 'pointer' }[options.input];
  expect(trials.every((t) => t.data.responseSource === source)).toBe(true);
  for (const t of trials.filter((t) => t.stage === 'test')) {
    expect(t.data).not.toHaveProperty('correctResponse');
    expect(t.data).not.toHaveProperty('correct');
  }
  return { run, trials, texts };
}

type Composite = {
  roarScore: number;
  percentCorrect: number;
  skills?: { measures: { part: string }[] };
};

test('Morphology by keys, Written Vocabulary by touch on a phone, the multichoice page by mouse, in the reports', async ({
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
      await api.variant('morphology', { numTrials: 10 }),
      await api.variant('cva', { numTrials: 10 }),
      // The generic page, given a grade-level form of a shipped bank by its variant's params.
      await api.variant('multichoice', { bank: 'cva', form: 'early', numTrials: 10 }),
    ],
    classes: [grade4],
  });

  await signIn(page, RILEY.username);
  await test.step('Riley has both in All Games', async () => {
    await page.getByLabel('Select an assignment').selectOption({ label: 'All Games' });
    await expect(page.getByRole('tab', { name: /Morphology/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Written Vocab/ })).toBeVisible();
  });

  const morphology = await test.step('Morphology by the keyboard alone', async () => {
    await openTask(page, name, /Morphology/);
    await expect(page).toHaveURL(/\/game\/morphology$/);
    const { run, trials, texts } = await playWritten(page, {
      input: 'keys',
      reloadAfter: 5,
      taskId: 'morphology',
      administrationId,
    });
    expect(texts.some((t) => t.includes('One word is missing'))).toBe(true);
    expect(trials.filter((t) => t.stage === 'practice')).toHaveLength(2);
    const composite = run.scores!.computed.composite as Composite;
    expect(composite.roarScore).toBeGreaterThanOrEqual(100);
    expect(composite.skills!.measures.map((m) => m.part)).toEqual(['inflection', 'derivation']);
    await page.getByRole('link', { name: 'Back to my tasks' }).click();
    await page.getByLabel('Select an assignment').selectOption({ label: name });
    await expect(page.getByRole('tab', { name: /Morphology/ })).toHaveAttribute(
      'data-state',
      'completed',
    );
    return composite;
  });

  const cva = await test.step('Written Vocabulary by touch on a phone', async () => {
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
      const { run, trials } = await playWritten(riley, {
        input: 'tap',
        reloadAfter: 6,
        taskId: 'cva',
        administrationId,
      });
      expect(trials.filter((t) => t.stage === 'practice')).toHaveLength(3);
      const composite = run.scores!.computed.composite as Composite;
      expect(composite.roarScore).toBeGreaterThanOrEqual(100);
      return composite;
    } finally {
      await phone.close();
    }
  });

  const multichoice =
    await test.step('the multichoice page by mouse, a form of a bank', async () => {
      await openTask(page, name, /Comprehension/);
      await expect(page).toHaveURL(/\/game\/multichoice$/);
      const { run, trials } = await playWritten(page, {
        input: 'click',
        reloadAfter: 4,
        taskId: 'multichoice',
        administrationId,
      });
      // Items of the variant's bank and form only: Written Vocabulary's early grades.
      const items = trials.filter((t) => t.stage === 'test').map((t) => String(t.itemId));
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((id) => !id.startsWith('mo-'))).toBe(true);
      const composite = run.scores!.computed.composite as Composite;
      expect(composite.roarScore).toBeGreaterThanOrEqual(100);
      return composite;
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
    const comprehension = heading!.find((h) => /Comprehension.* - Raw Score$/.test(h));
    expect(comprehension).toBeDefined();
    expect(cell(comprehension!)).toBe(String(multichoice.roarScore));
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
