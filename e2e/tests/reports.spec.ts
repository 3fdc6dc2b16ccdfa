import { readFile } from 'node:fs/promises';
import { type Download, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './axe.ts';
import { administrationCard, searchAdministrations, signOut } from './admin-forms.ts';
import { playChoiceGame, storedRunOf } from './game-driver.ts';
import { pdfText } from './pdf-text.ts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { signIn } from './support.ts';
import { csvRows } from './csv.ts';

/**
 * Issue 7 acceptance: after Maya (grade 3) has played, the district administrator reads the
 * progress and score reports of the grade-3 class, filters by support level, exports CSV (the
 * file's rows match the table), opens Maya's report, expands every section, switches to Spanish
 * and exports a PDF whose text holds her name and scores. The launch administrator opens her
 * report from the launcher home. The teacher of another class gets the unauthorized page for the
 * same addresses.
 */
test.describe.configure({ timeout: 300_000 });

const CLASS = 'Grade 3 - Room 204';
const PHONEME = 'Phonological Awareness';
const scoreLevelKey = (label: string) => Object.keys(LEVELS).find((k) => LEVELS[k] === label);
/** Support levels as the score report and its CSV name them. */
const LEVELS: Record<string, string> = {
  'needs-extra-support': 'Needs extra support',
  developing: 'Developing skill',
  achieved: 'Achieved skill',
};

async function mayaPlaysPhoneme(page: Page) {
  await signIn(page, 'student1');
  await page.getByRole('tab', { name: /Phoneme/ }).click();
  await page.getByRole('button', { name: 'Click to start' }).click();
  await expect(page).toHaveURL(/\/game\/pa$/);
  await playChoiceGame(page, { input: 'click', option: (n) => n % 3 });
  await expect(page.getByText('Your answers are saved.')).toBeVisible({ timeout: 30_000 });
  const { run } = await storedRunOf(page, 'pa');
  expect(run.state).toBe('completed');
  await page.getByRole('link', { name: 'Back to my tasks' }).click();
  await signOut(page);
  return run.scores!.computed.composite as {
    rawScore: number;
    percentile: number | null;
    standardScore: number | null;
    supportLevel: string | null;
  };
}

/** How many pages a PDF has. */
async function pageCount(pdf: Buffer): Promise<number> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages = document.numPages;
  await document.destroy();
  return pages;
}

/** A class of 30 in a task's groups: every level and two skills, each item missed by many. */
function classOf30(task: { levels: unknown[]; skills: unknown[] }) {
  const students = Array.from({ length: 30 }, (_, i) => ({
    userId: `s${i}`,
    firstName: `Student${i}`,
    lastName: `Lastname${i}`,
    username: `user${i}`,
  }));
  const levels = ['needs-extra-support', 'developing', 'achieved'].map((level, l) => ({
    level,
    students: students.slice(l * 10, l * 10 + 10),
  }));
  const skills = ['letters', 'sounds'].map((skill) => ({
    skill,
    items: 'bdmpqsvw'.split('').map((item, i) => ({
      item,
      userIds: students.filter((_, n) => (n + i) % 2 === 0).map((s) => s.userId),
    })),
    moreItems: 5,
    students,
  }));
  return { ...task, levels, skills };
}

async function saved(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

test('reports of the grade-3 class: progress, scores, CSV, student report and PDF', async ({
  page,
  browser,
}) => {
  const scores = await mayaPlaysPhoneme(page);

  page.setDefaultTimeout(20_000);
  await signIn(page, 'admin@demo.roar.test');
  // The list pages ten at a time, newest first: the play specs' administrations come before it.
  await searchAdministrations(page, 'Reading Screener');
  const card = administrationCard(page, 'Reading Screener');
  await card.getByRole('button', { name: 'Show details' }).click();
  await card.getByRole('button', { name: 'Show the organizations in Demo District' }).click();
  await card
    .getByRole('button', { name: 'Show the organizations in Demo Elementary School' })
    .click();
  await card.getByRole('link', { name: `Progress of ${CLASS}` }).click();
  await expect(page).toHaveURL(/\/administration\/[^/]+\/class\/[^/]+$/);
  const progressUrl = new URL(page.url()).pathname;

  await test.step('progress report', async () => {
    await expect(page.getByRole('heading', { name: CLASS })).toBeVisible();
    const table = page.getByRole('table');
    const maya = table.getByRole('row').filter({ hasText: 'Maya' });
    await expect(maya).toContainText('Johnson');
    await expect(maya).toContainText('Completed');
  });

  await page.getByRole('link', { name: 'Score report' }).click();
  await expect(page).toHaveURL(/\/scores\/[^/]+\/class\/[^/]+$/);
  const scoreUrl = new URL(page.url()).pathname;

  await test.step('score report filtered by support level, exported to CSV', async () => {
    const table = page.getByRole('table', { name: 'Score report' });
    await expect(table.getByRole('row').filter({ hasText: 'Maya' })).toBeVisible();
    // Printed (Ctrl+P), the report is its content: no menus, buttons or filters.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('nav-bar')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Export all (CSV)' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Report an Issue' })).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: 'Maya' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    const level = LEVELS[scores.supportLevel ?? ''] ?? '';
    expect(level, 'a grade-3 Phoneme score has a support level').not.toBe('');
    const other = Object.values(LEVELS).find((l) => l !== level)!;

    // The multi-select's box (its input is hidden behind the chosen levels).
    const filter = page
      .locator('.mantine-MultiSelect-input')
      .filter({ has: page.getByRole('combobox', { name: 'Support level', exact: true }) });
    // The charts load lazily above the filters and move them: open the list once they are
    // drawn, and again if it closed before the level could be chosen.
    await expect(page.getByRole('region', { name: 'Support levels by assessment' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(async () => {
      await filter.click();
      await page.getByRole('option', { name: other, exact: true }).click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByText('No students match these filters.')).toBeVisible();
    await expect(page).toHaveURL(/[?&]level=/);

    // The filter lives in the address: the same page for Maya's level is a shared link away.
    const filtered = new URL(page.url());
    expect(filtered.searchParams.getAll('level')).toEqual([scoreLevelKey(other)]);
    filtered.searchParams.set('level', scores.supportLevel!);
    await page.goto(filtered.pathname + filtered.search);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Maya');
    await expect(rows.first()).toContainText(level);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^roar-scores-.*\.csv$/);
    const [heading, ...body] = csvRows(await saved(download));
    const column = (name: string) => heading!.indexOf(name);
    const shown = await rows.allInnerTexts();
    expect(body).toHaveLength(shown.length);
    body.forEach((row, i) => {
      expect(shown[i]).toContain(row[column('First Name')]);
      expect(shown[i]).toContain(row[column('Last Name')]);
      expect(shown[i]).toContain(row[column(`${PHONEME} - Support Level`)]);
    });
    expect(body[0]![column('Username')]).toBe('student1');
    expect(body[0]![column(`${PHONEME} - Raw Score`)]).toBe(String(scores.rawScore));
  });

  await test.step('groups by support level, printed as a one-page group sheet', async () => {
    await page.goto(scoreUrl);
    // The view choice is a radio group: the arrow key moves to 'Groups'.
    await page.getByRole('radio', { name: 'Students' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/[?&]show=groups/);
    await page.getByRole('combobox', { name: 'Assessment' }).click();
    await page.getByRole('option', { name: new RegExp(PHONEME) }).click();
    const level = LEVELS[scores.supportLevel ?? '']!;
    const group = page.getByRole('region', { name: level });
    await expect(
      group.getByRole('link', { name: "View Maya Johnson's score report" }),
    ).toBeVisible();
    await expectAccessible(page, 'score report groups');

    // The step before emulated the screen; a PDF is printed (media print).
    await page.emulateMedia({ media: 'print' });
    await expect(
      page.getByRole('heading', { name: 'Groups: Phonological Awareness' }),
    ).toBeVisible();
    await expect(page.getByTestId('nav-bar')).toBeHidden();
    const sheet = await page.pdf({ format: 'A4' });
    expect(await pageCount(sheet)).toBe(1);
    // A class of 30 with long skill groups still fits one page.
    await page.emulateMedia({ media: 'screen' });
    await page.route('**/scores/groups*', async (route) => {
      const body = await (await route.fetch()).json();
      body.tasks = body.tasks.map(classOf30);
      await route.fulfill({ json: body });
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Achieved skill' })).toContainText('10 students');
    await page.emulateMedia({ media: 'print' });
    for (const format of ['A4', 'Letter'] as const) {
      expect(await pageCount(await page.pdf({ format })), format).toBe(1);
    }
    await page.unroute('**/scores/groups*');
    await page.emulateMedia({ media: null });
    // Back to the table, as the next step reads it.
    await page.getByRole('radio', { name: 'Groups' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('table', { name: 'Score report' })).toBeVisible();
  });

  await test.step("Maya's report, all sections, Spanish, PDF", async () => {
    await page.getByRole('link', { name: "View Maya's score report" }).click();
    await expect(page).toHaveURL(/\/scores\/[^/]+\/class\/[^/]+\/user\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Individual Score Report' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand all sections' }).click();
    const sections = page.locator('main button[aria-expanded]');
    expect(await sections.count()).toBeGreaterThan(0);
    for (const section of await sections.all()) {
      await expect(section).toHaveAttribute('aria-expanded', 'true');
    }
    await page
      .getByRole('combobox', { name: 'Language' })
      .selectOption({ label: 'Español (España)' });
    const [download] = await Promise.all([
      // The server draws the PDF (ADR 037); the download follows its answer.
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Exportar a PDF' }).click(),
    ]);
    const text = await pdfText(await download.path());
    expect(text).toContain('Informe individual de puntuaciones');
    // Task names in Spanish, the administration by its public name (issue 21).
    expect(text).toContain('Conciencia fonológica');
    expect(text).not.toContain(PHONEME);
    expect(text).toContain('Reading Screener');
    expect(text).toContain('Maya');
    expect(text).toContain('Johnson');
    expect(text).toContain(String(scores.rawScore));
    if (scores.standardScore !== null) expect(text).toContain(String(scores.standardScore));
  });
  const studentUrl = new URL(page.url()).pathname;

  await test.step("the launch administrator opens Maya's scores from the launcher home", async () => {
    const context = await browser.newContext();
    const launcher = await context.newPage();
    await signIn(launcher, 'launch@demo.roar.test');
    await launcher
      .getByRole('link', { name: 'View scores: Reading Screener, Maya Johnson' })
      .click();
    await expect(launcher).toHaveURL(/\/scores\/[^/]+\/class\/[^/]+\/user\/[^/]+$/);
    await expect(launcher.getByRole('heading', { name: 'Individual Score Report' })).toBeVisible();
    await expect(launcher.getByText('Maya', { exact: false }).first()).toBeVisible();
    await context.close();
  });

  await test.step('the teacher of another class is refused the same pages', async () => {
    const context = await browser.newContext();
    const teacher = await context.newPage();
    await signIn(teacher, 'teacher7@demo.roar.test');
    for (const url of [progressUrl, scoreUrl, studentUrl]) {
      await teacher.goto(url);
      await expect(teacher).toHaveURL(/\/unauthorized$/);
    }
    await context.close();
  });
});
