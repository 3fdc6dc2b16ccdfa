import type { Page } from '@playwright/test';
import { vocabBank } from '../../packages/tasks/src/vocab/bank.ts';
import { expect, test } from './axe.ts';
import { adminApi } from './admin-api.ts';
import { uniqueSuffix } from './admin-forms.ts';
import { playToEnd, storedRunOf } from './game-driver.ts';
import { signIn } from './support.ts';
import { RILEY, rileysReports } from './riley-reports.ts';

/**
 * Issue 16 (Picture Vocabulary): Riley (`explorer`, who has every game in All Games) plays a short
 * variant (3 adaptive items per block) by the number keys, hearing one word again and reloading
 * in mid-run; the run is stored whole and scored, its score is in the score report's CSV and its
 * section in the student report's PDF. The full length is covered by simulation.
 */
test.describe.configure({ timeout: 180_000 });

const TAB = 'Vocabulary Game';

/** The picture of each English word, as a child who knows the words finds it. */
const bank = vocabBank('en');
const PICTURE_OF = new Map(
  [...bank.practice, ...bank.catch, ...bank.test].map((item) => [item.word, item.answer.concept]),
);

/** The number key of the picture of the word said now (read from the screen reader's line). */
async function keyOfAnswer(page: Page): Promise<string> {
  const word =
    (await page.locator('.roar-game__visually-hidden[aria-live="polite"]').textContent()) ?? '';
  const concept = PICTURE_OF.get(word.trim());
  expect(concept, word).toBeDefined();
  const values = await page
    .locator('.roar-game__option')
    .evaluateAll((options) => options.map((o) => o.getAttribute('data-value')));
  return String(values.indexOf(concept!) + 1);
}

test('Picture Vocabulary by the number keys, with a reload, in the reports', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const grade4 = await api.orgId('class', 'Grade 4 - Room 208');
  const name = `Vocabulary ${uniqueSuffix()}`;
  const administrationId = await api.administration({
    name,
    variants: [await api.variant('vocab', { numTrials: 9 })],
    classes: [grade4],
  });

  await signIn(page, RILEY.username);
  await test.step('explorer has the game in All Games', async () => {
    await page.getByLabel('Select an assignment').selectOption({ label: 'All Games' });
    await expect(page.getByRole('tab', { name: TAB })).toBeVisible();
  });

  const run = await test.step('plays it to the end by keys, hearing a word again', async () => {
    await page.getByLabel('Select an assignment').selectOption({ label: name });
    await page.getByRole('tab', { name: TAB }).click();
    await page.getByRole('button', { name: 'Click to start' }).click();
    await expect(page).toHaveURL(/\/game\/vocab$/);
    const texts: string[] = [];
    let reloaded = false;
    const answered = await playToEnd(page, {
      continueBy: 'key',
      texts,
      async answer(n) {
        // Four pictures, the spoken word not shown, and the word again on request.
        await expect(page.locator('.roar-game__option img')).toHaveCount(4);
        if (n === 1) await page.getByRole('button', { name: 'Hear it again' }).click();
        const right = await keyOfAnswer(page);
        // One wrong answer among right ones (a practice item: feedback).
        await page.keyboard.press(n === 2 ? String((Number(right) % 4) + 1) : right);
      },
      async after(n) {
        if (n !== 5 || reloaded) return;
        reloaded = true;
        await page.reload();
        await expect(page.locator('.roar-game')).toBeVisible({ timeout: 30_000 });
      },
    });
    expect(reloaded).toBe(true);
    expect(texts.some((t) => t.includes('You will hear a word'))).toBe(true);
    await expect(page.getByText('Your answers are saved.')).toBeVisible({ timeout: 30_000 });
    const stored = await storedRunOf(page, 'vocab', administrationId);
    expect(stored.run.state).toBe('completed');
    // 3 practice items, 9 adaptive items and a catch item in each of the 3 blocks, each once.
    expect(answered).toBe(15);
    expect(stored.trials).toHaveLength(15);
    expect(stored.trials.map((t) => t.trialIndex)).toEqual(stored.trials.map((_, i) => i));
    expect(stored.trials.filter((t) => t.subtask === 'catch')).toHaveLength(3);
    expect(new Set(stored.trials.map((t) => t.itemId)).size).toBe(15);
    expect(stored.trials.every((t) => t.data.responseSource === 'keyboard')).toBe(true);
    expect(stored.trials[1]!.data.replays).toBe(1);
    expect(stored.trials.filter((t) => t.data.correct === 0).map((t) => t.trialIndex)).toEqual([2]);
    expect(stored.run.reliable).toBe(true);
    const composite = stored.run.scores!.computed.composite as {
      rawScore: number;
      roarScore: number;
      percentCorrect: number;
    };
    expect(composite.rawScore).toBeGreaterThanOrEqual(100);
    expect(composite.rawScore).toBeLessThanOrEqual(900);
    expect(composite.roarScore).toBe(composite.rawScore);
    expect(composite.percentCorrect).toBeGreaterThanOrEqual(0);
    await page.getByRole('link', { name: 'Back to my tasks' }).click();
    await page.getByLabel('Select an assignment').selectOption({ label: name });
    await expect(page.getByRole('tab', { name: TAB })).toHaveAttribute('data-state', 'completed');
    return { ...stored.run, composite };
  });

  await test.step('the core-tasks page plays the same task', async () => {
    await page.goto('/game/core-tasks/vocab');
    await expect(
      page.locator('.roar-game').or(page.getByRole('heading', { name: 'Task Completed!' })),
    ).toBeVisible({ timeout: 30_000 });
  });

  await test.step('the score is in the score report CSV and the student report PDF', async () => {
    const { cells, pdf } = await rileysReports(
      page,
      `/scores/${administrationId}/class/${grade4}`,
      ['Picture Vocabulary - Raw Score', 'Picture Vocabulary - Percent Correct'],
    );
    expect(cells).toEqual([String(run.composite.rawScore), String(run.composite.percentCorrect)]);
    expect(pdf).toContain('Picture Vocabulary');
  });
});
