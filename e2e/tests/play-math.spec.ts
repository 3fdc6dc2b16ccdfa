import { readFile } from 'node:fs/promises';
import { devices, type Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { adminApi } from './admin-api.ts';
import { csvRows } from './csv.ts';
import { uniqueSuffix } from './admin-forms.ts';
import { storedRunOf } from './game-driver.ts';
import { playAnyMathGame, playMathGame } from './math-driver.ts';
import { pdfText } from './pdf-text.ts';
import { signIn } from './support.ts';

/**
 * Issue 17 acceptance for the fluency games: Riley (`explorer`, who has every game in All Games)
 * plays Math Facts by typing digits, reloading in mid-run; Valentina plays Calculation Fluency in
 * Spanish by the on-screen keypad on a phone. Both play short variants (a few problems per block)
 * of an administration made for the test; the full length is covered by the simulation tests.
 * Their scores appear in the score report's CSV and in the student report's PDF. Then Riley plays
 * Core Math by keys alone and the Math Game by mouse, each with a reload in mid-run.
 */
test.describe.configure({ timeout: 300_000 });

async function openTask(page: Page, administration: string, tab: string, tap = false) {
  await page.getByLabel(/Select an assignment|Selecciona una tarea/).selectOption({
    label: administration,
  });
  await page.getByRole('tab', { name: tab }).click();
  const start = page.getByRole('button', { name: /Click to start|Haz clic para empezar/ });
  if (tap) await start.tap();
  else await start.click();
}

/** The score report of an org: its CSV row for `username`, and the student's PDF text. */
async function reportsOf(
  page: Page,
  path: string,
  student: { username: string; first: string },
  column: string,
) {
  await page.goto(path);
  const table = page.getByRole('table', { name: 'Score report' });
  await expect(table.getByRole('row').filter({ hasText: student.first })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Export all (CSV)' }).click(),
  ]);
  const [heading, ...body] = csvRows(await readFile(await download.path(), 'utf8'));
  expect(heading).toContain(column);
  const row = body.find((cells) => cells[heading!.indexOf('Username')] === student.username);
  expect(row, `${student.username} in ${body.map((r) => r.join()).join('; ')}`).toBeDefined();
  const cell = row![heading!.indexOf(column)];
  await page.getByRole('link', { name: `View ${student.first}'s score report` }).click();
  await expect(page.getByRole('heading', { name: 'Individual Score Report' })).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Export to PDF' }).click(),
  ]);
  return { cell, pdf: await pdfText(await pdf.path()) };
}

test('Math Facts by keys with a reload, Calculation Fluency in Spanish on a phone, in the reports', async ({
  page,
  browser,
  request,
}) => {
  const api = await adminApi(request);
  const grade4 = await api.orgId('class', 'Grade 4 - Room 208');
  const group = await api.orgId('group', 'Dual Language Group');
  const name = `Math Check ${uniqueSuffix()}`;
  const administrationId = await api.administration({
    name,
    variants: [
      await api.variant('fluency-arf', { itemsPerBlock: 6 }),
      await api.variant('fluency-calf-es', { blocks: 2, itemsPerBlock: 3 }),
    ],
    classes: [grade4],
    groups: [group],
  });

  await test.step('Riley has every fluency game in All Games', async () => {
    await signIn(page, 'explorer');
    await page.getByLabel('Select an assignment').selectOption({ label: 'All Games' });
    for (const tab of [
      'ROAM - Math Facts',
      'ROAR - Calculation Fluency',
      'ROAR - Un Dígito',
      'ROAR - Varios Dígitos',
    ]) {
      await expect(page.getByRole('tab', { name: new RegExp(tab) })).toBeVisible();
    }
  });

  let rileyScore = 0;
  await test.step('Riley plays Math Facts by typing, and a reload in mid-run loses nothing', async () => {
    await openTask(page, name, 'ROAM - Math Facts');
    await expect(page).toHaveURL(/\/game\/fluency-arf$/);
    let reloaded = false;
    const { answered, texts } = await playMathGame(page, {
      input: 'keyboard',
      // A child needs more than half a second to read and solve a problem (a faster median is
      // flagged as too fast); the first practice problem (after two keypad numbers) wrong: a hint, then right.
      wrong: (n) => n === 2,
      thinkMs: 650,
      after: async (n) => {
        if (n !== 8 || reloaded) return;
        reloaded = true;
        await page.reload();
        await expect(page.locator('.roar-game')).toBeVisible({ timeout: 30_000 });
      },
    });
    expect(reloaded).toBe(true);
    expect(texts.some((t) => t.includes("Let's solve some math problems!"))).toBe(true);
    await expect(page.getByText('Your answers are saved.')).toBeVisible({ timeout: 30_000 });
    const { run, trials } = await storedRunOf(page, 'fluency-arf', administrationId);
    expect(run.state).toBe('completed');
    expect(trials).toHaveLength(answered);
    expect(trials.map((t) => t.trialIndex)).toEqual(trials.map((_, i) => i));
    const test = trials.filter((t) => t.stage === 'test');
    expect(test).toHaveLength(6);
    expect(test.every((t) => t.data.responseSource === 'keyboard')).toBe(true);
    const composite = run.scores!.computed.composite as {
      rawScore: number;
      skills?: { factsToWorkOn?: string[] };
    };
    rileyScore = composite.rawScore;
    expect(run.reliable).toBe(true);
    expect(rileyScore).toBe(6);
    expect(composite.skills?.factsToWorkOn?.length).toBeGreaterThan(0);
  });

  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: test.info().project.use.baseURL,
    locale: 'en-US',
  });
  const valentina = await phone.newPage();
  await test.step('Valentina plays Calculation Fluency in Spanish by the keypad', async () => {
    await signIn(valentina, 'estudiante1');
    await openTask(valentina, name, 'ROAR - Varios Dígitos', true);
    await expect(valentina).toHaveURL(/\/game\/fluency-calf-es$/);
    let reloaded = false;
    const { answered, texts } = await playMathGame(valentina, {
      input: 'tap',
      wrong: (n) => n === 3,
      after: async (n) => {
        // After the first answer of the second block (2 keypad, 4 practice, 3 + 1 test): the
        // first block, the break behind and the time used in the second survive the reload.
        if (n !== 10 || reloaded) return;
        reloaded = true;
        await valentina.reload();
        await expect(valentina.locator('.roar-game')).toBeVisible({ timeout: 30_000 });
      },
    });
    expect(reloaded).toBe(true);
    expect(texts.some((t) => t.includes('¡Vamos a resolver problemas de matemáticas!'))).toBe(true);
    await expect(valentina.getByText('Tus respuestas están guardadas.')).toBeVisible({
      timeout: 30_000,
    });
    const { run, trials } = await storedRunOf(valentina, 'fluency-calf-es', administrationId);
    expect(run.state).toBe('completed');
    expect(trials).toHaveLength(answered);
    expect(trials.every((t) => t.data.responseSource === 'touch')).toBe(true);
    const test = trials.filter((t) => t.stage === 'test');
    expect(test.map((t) => t.block)).toEqual(['1', '1', '1', '2', '2', '2']);
  });
  await phone.close();

  await test.step('the scores are in the score report CSV and the student report PDF', async () => {
    await page.context().clearCookies();
    await signIn(page, 'superadmin@demo.roar.test');
    const riley = await reportsOf(
      page,
      `/scores/${administrationId}/class/${grade4}`,
      { username: 'explorer', first: 'Riley' },
      'Arithmetic Fluency - Raw Score',
    );
    expect(riley.cell).toBe(String(rileyScore));
    expect(riley.pdf).toContain('Arithmetic Fluency');
    expect(riley.pdf).toContain('Results by operation');
    expect(riley.pdf).toContain('Multiplication and division facts to work on');

    const valentinaReport = await reportsOf(
      page,
      `/scores/${administrationId}/group/${group}`,
      { username: 'estudiante1', first: 'Valentina' },
      'Calculation Fluency (Spanish) - Raw Score',
    );
    expect(valentinaReport.cell).toMatch(/^\d+$/);
    expect(valentinaReport.pdf).toContain('Calculation Fluency (Spanish)');
    expect(valentinaReport.pdf).toContain('Results by operation');
  });
});

/** Plays a game page to its end with a reload after `reloadAfter` answers; checks what is stored. */
async function playWithReload(
  page: Page,
  options: {
    administrationId: string;
    taskId: string;
    input: 'keyboard' | 'mouse';
    reloadAfter: number;
  },
) {
  let reloaded = false;
  const answered = await playAnyMathGame(page, {
    input: options.input,
    // More than the 400 ms a child needs at the least (reliability thresholds).
    thinkMs: 450,
    after: async (n) => {
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
  expect(trials).toHaveLength(answered);
  expect(trials.map((t) => t.trialIndex)).toEqual(trials.map((_, i) => i));
  await page.getByRole('link', { name: 'Back to my tasks' }).click();
  return { run, trials };
}

test('Core Math by keys and the Math Game by mouse, with reloads, in the reports', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const grade4 = await api.orgId('class', 'Grade 4 - Room 208');
  const name = `Math Games ${uniqueSuffix()}`;
  const administrationId = await api.administration({
    name,
    variants: [
      await api.variant('roam-alpaca', { numTrials: 10 }),
      await api.variant('egma-math', { itemsPerBlock: 2 }),
    ],
    classes: [grade4],
  });

  await signIn(page, 'explorer');
  await page.getByLabel('Select an assignment').selectOption({ label: 'All Games' });
  for (const tab of ['ROAM - Core Math', 'ROAM - Matemáticas', 'Math Game']) {
    await expect(page.getByRole('tab', { name: new RegExp(tab) })).toBeVisible();
  }

  const core = await test.step('Riley plays Core Math by keys alone', async () => {
    await openTask(page, name, 'ROAM - Core Math');
    await expect(page).toHaveURL(/\/game\/roam-alpaca$/);
    const { run, trials } = await playWithReload(page, {
      administrationId,
      taskId: 'roam-alpaca',
      input: 'keyboard',
      reloadAfter: 4,
    });
    expect(trials.every((t) => t.data.responseSource === 'keyboard')).toBe(true);
    const formats = new Set(trials.map((t) => t.data.format));
    expect(formats.size).toBeGreaterThan(1);
    const composite = run.scores!.computed.composite as {
      rawScore: number;
      supportLevel: string | null;
      skills?: { gradeScores?: Record<string, number | null> };
    };
    expect(composite.rawScore).toBeGreaterThanOrEqual(100);
    expect(composite.supportLevel).not.toBeNull();
    expect(typeof composite.skills?.gradeScores?.overall).toBe('number');
    return composite.rawScore;
  });

  const early = await test.step('Riley plays the Math Game by mouse', async () => {
    await openTask(page, name, 'Math Game');
    await expect(page).toHaveURL(/\/game\/core-tasks\/egma-math$/);
    const { run, trials } = await playWithReload(page, {
      administrationId,
      taskId: 'egma-math',
      input: 'mouse',
      reloadAfter: 6,
    });
    expect(trials.every((t) => t.data.responseSource === 'pointer')).toBe(true);
    expect(trials.some((t) => t.data.format === 'number-line-slider')).toBe(true);
    const composite = run.scores!.computed.composite as {
      rawScore: number;
      skills?: { mathBlocks?: Record<string, unknown> };
    };
    expect(Object.keys(composite.skills?.mathBlocks ?? {}).length).toBeGreaterThan(0);
    return composite.rawScore;
  });

  await test.step('the scores are in the score report CSV and the student report PDF', async () => {
    await page.context().clearCookies();
    await signIn(page, 'superadmin@demo.roar.test');
    const riley = { username: 'explorer', first: 'Riley' };
    const path = `/scores/${administrationId}/class/${grade4}`;
    const coreReport = await reportsOf(page, path, riley, 'Adaptive Core Math - Raw Score');
    expect(coreReport.cell).toBe(String(core));
    expect(coreReport.pdf).toContain('Grade level by skill');
    expect(coreReport.pdf).toContain('Results by part');
    const earlyReport = await reportsOf(page, path, riley, 'Early Grade Math - Raw Score');
    expect(earlyReport.cell).toBe(String(early));
  });
});
