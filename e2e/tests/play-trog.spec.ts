import type { Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { adminApi } from './admin-api.ts';
import { uniqueSuffix } from './admin-forms.ts';
import { playToEnd, storedRunOf } from './game-driver.ts';
import { signIn } from './support.ts';
import { RILEY, rileysReports } from './riley-reports.ts';

/**
 * Issue 16 item 4, the Syntax Game (trog): Riley (`explorer`, who has it in All Games) plays a
 * short variant (five blocks of two sentences) by the keyboard alone, the arrow keys under the
 * pictures and Tab then Enter, with a reload in mid-run; the practice gives feedback and comes
 * back after a wrong answer. The score, percent correct and per-structure measures are in the
 * score report's CSV and the student report's PDF. The full length is covered by simulation.
 */
test.describe.configure({ timeout: 240_000 });

const ARROWS = ['ArrowLeft', 'ArrowUp', 'ArrowDown', 'ArrowRight'];

/** Tabs to the picture `place` ('1'-'4') and presses Enter. */
async function tabTo(page: Page, place: string) {
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      (document.activeElement as HTMLElement | null)?.getAttribute('data-pick'),
    );
    if (focused === place) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`Tab never reached picture ${place}`);
}

test('the Syntax Game by the keyboard alone, with a reload, in the reports', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const grade4 = await api.orgId('class', 'Grade 4 - Room 208');
  const name = `Syntax ${uniqueSuffix()}`;
  const administrationId = await api.administration({
    name,
    variants: [await api.variant('trog', { blocks: 5, itemsPerBlock: 2 })],
    classes: [grade4],
  });

  await signIn(page, RILEY.username);
  await test.step('Riley has the game in All Games', async () => {
    await page.getByLabel('Select an assignment').selectOption({ label: 'All Games' });
    await expect(page.getByRole('tab', { name: 'Syntax game' })).toBeVisible();
  });

  await page.getByLabel('Select an assignment').selectOption({ label: name });
  await page.getByRole('tab', { name: 'Syntax game' }).click();
  await page.getByRole('button', { name: 'Click to start' }).click();
  await expect(page).toHaveURL(/\/game\/core-tasks\/trog$/);

  const texts: string[] = [];
  let reloaded = false;
  const answered = await playToEnd(page, {
    continueBy: 'key',
    texts,
    async answer(n) {
      const pictures = page.locator('[data-pick]');
      await expect(pictures).toHaveCount(4);
      // Each picture is named by its place only (its content would give the answer away), with
      // its key under it; the sentence can be heard again.
      for (let i = 0; i < 4; i += 1) {
        await expect(pictures.nth(i)).toHaveAttribute('aria-label', `Picture ${i + 1} of 4`);
      }
      await expect(pictures.first()).toContainText('← 1');
      await expect(page.getByRole('button', { name: 'Hear it again' })).toBeVisible();
      // Practice: the places in turn (wrong twice then right, wrong then right). Test: the right
      // picture (the bank puts it at (sentence + block) mod 4) but every fourth answer wrong.
      // Every third answer by Tab then Enter, the others by the arrow key under the picture.
      const k = n - 5;
      const rightPlace = (Math.floor(k / 2) + (k % 2)) % 4;
      const place = n < 5 ? n % 4 : k % 4 === 3 ? (rightPlace + 1) % 4 : rightPlace;
      if (n % 3 === 2) await tabTo(page, String(place + 1));
      else await page.keyboard.press(ARROWS[place]!);
    },
    async after(n) {
      if (n !== 5 || reloaded) return;
      reloaded = true;
      await page.reload();
      await expect(page.locator('.roar-game')).toBeVisible({ timeout: 30_000 });
    },
  });
  expect(reloaded).toBe(true);
  await expect(page.getByText('Your answers are saved.')).toBeVisible({ timeout: 30_000 });
  expect(texts.some((t) => t.includes('Welcome to the Syntax Game'))).toBe(true);

  const { run, trials } = await storedRunOf(page, 'trog', administrationId);
  expect(run.state).toBe('completed');
  expect(trials).toHaveLength(answered);
  expect(trials.map((t) => t.trialIndex)).toEqual(trials.map((_, i) => i));
  expect(trials.every((t) => t.data.responseSource === 'keyboard')).toBe(true);
  // The first practice sentence came back after wrong answers, with its try counted.
  const practice = trials.filter((t) => t.stage === 'practice');
  expect(practice.map((t) => t.data.practiceAttempt)).toEqual([1, 2, 3, 1, 2]);
  expect(trials.filter((t) => t.stage === 'test').map((t) => t.subtask)).toEqual([
    'adjective',
    'adjective',
    'plural',
    'plural',
    'negative',
    'negative',
    'on',
    'on',
    'pronoun',
    'pronoun',
  ]);
  expect(run.reliable).toBe(true);
  const composite = run.scores!.computed.composite as {
    rawScore: number;
    roarScore: number;
    percentCorrect: number;
    skills: { measures: { part: string }[] };
  };
  expect(composite.roarScore).toBeGreaterThanOrEqual(100);
  expect(composite.roarScore).toBeLessThanOrEqual(900);
  expect(composite.rawScore).toBe(composite.roarScore);
  expect(composite.percentCorrect).toBe(80);
  expect(composite.skills.measures.map((m) => m.part)).toEqual([
    'adjective',
    'plural',
    'negative',
    'on',
    'pronoun',
  ]);

  await test.step('back home by the keyboard, the task shows as completed', async () => {
    const back = page.getByRole('link', { name: 'Back to my tasks' });
    await back.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Select an assignment').selectOption({ label: name });
    await expect(page.getByText('Task Completed!')).toBeVisible();
  });

  await test.step('the score is in the score report CSV and the student report PDF', async () => {
    const column = 'Sentence Understanding (syntax) - Raw Score';
    const { cells, pdf: text } = await rileysReports(
      page,
      `/scores/${administrationId}/class/${grade4}`,
      [column],
    );
    expect(cells[0]).toBe(String(composite.rawScore));
    expect(text).toContain('Sentence Understanding (syntax)');
    expect(text).toContain('Describing words (the big dog)');
  });
});
