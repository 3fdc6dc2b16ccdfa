import { expect, expectAccessible, test } from './axe.ts';
import { adminApi } from './admin-api.ts';
import { uniqueSuffix } from './admin-forms.ts';
import { playToEnd, storedRunOf } from './game-driver.ts';
import { signIn } from './support.ts';
import { RILEY, rileysReports } from './riley-reports.ts';

/**
 * Issue 16 acceptance for the Inference Game (roar-inference): Riley (`explorer`, who has it in
 * All Games) plays a short variant (nine passages, ten questions, after the two practice
 * questions) by touch on a 360 px phone, two answers by keys (a number key; Tab then Enter),
 * hears a passage read once, reloads in mid-run, and finds the run completed, with
 * its provisional score and subscores in the score report's CSV and the student report's PDF.
 * The full length is covered by simulation (packages/tasks/src/inference/simulate.test.ts).
 */
test.describe.configure({ timeout: 240_000 });

const TASK = 'roar-inference';
const TAB = 'Inference game';
const PHONE = { width: 360, height: 740 };

/**
 * The supported inference of each question of the variant (its first nine passages), by question:
 * Riley reads and answers them right, except one, so the run is reliable (ten answers, well above
 * chance) and the score report says so.
 */
const ANSWERS: Record<string, string> = {
  'How does the dog feel when Ben comes home?': 'Happy to see Ben',
  'Who ate the cookies?': "Nora's brother",
  'What is the weather like outside?': 'It is raining.',
  'How does Leo feel?': 'Sad',
  'Why is the plant brown and dry?': 'Nobody gave it water.',
  'What will Tom do next?': 'Spread jam on the bread',
  'What does tiny mean?': 'Very small',
  'Why did Max drink so much water?': 'Running made him thirsty.',
  'How does Ella feel about the visit?': 'Excited',
  'What will Ella probably do when Grandma comes?': 'Give her the card',
  'What did Jo take?': 'An umbrella',
  'What does famished mean?': 'Very hungry',
};
/** The subscores' names, in the report's order: causal, emotion, bridging, predictive, vocabulary. */
const PARTS = [
  'Why it happened',
  'How someone feels',
  'Filling in what is left out',
  'What happens next',
  'Word meanings from clues',
];
/** Answered wrong: the first practice question once (it comes back), and Tom's jam. */
const WRONG_ONCE = new Set(['How does the dog feel when Ben comes home?']);
const ALWAYS_WRONG = new Set(['What will Tom do next?']);
/** Answered by keyboard: one by its number key, one by Tab then Enter; the others by touch. */
const BY_NUMBER_KEY = 'What does tiny mean?';
const BY_TAB = 'Why did Max drink so much water?';

test('the Inference Game by touch on a phone, with a reload, in the reports', async ({
  browser,
  request,
}) => {
  const api = await adminApi(request);
  const grade4 = await api.orgId('class', 'Grade 4 - Room 208');
  const name = `Inference ${uniqueSuffix()}`;
  const administrationId = await api.administration({
    name,
    variants: [await api.variant(TASK, { numTrials: 9 })],
    classes: [grade4],
  });
  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
  });
  const page = await phone.newPage();
  await signIn(page, RILEY.username);

  await test.step('Riley has the game in All Games', async () => {
    await page.getByLabel('Select an assignment').selectOption({ label: 'All Games' });
    await expect(page.getByRole('tab', { name: TAB })).toBeVisible();
  });

  const { trials, run } = await test.step('plays it by tapping, reloading in mid-run', async () => {
    await page.getByLabel('Select an assignment').selectOption({ label: name });
    await page.getByRole('tab', { name: TAB }).click();
    await page.getByRole('button', { name: 'Click to start' }).tap();
    await expect(page).toHaveURL(/\/game\/core-tasks\/roar-inference$/);
    let reloaded = false;
    let heard = false;
    const texts: string[] = [];
    const answered = await playToEnd(page, {
      continueBy: 'tap',
      texts,
      async answer() {
        const passage = page.locator('.roar-inference__text');
        await expect(passage).toBeVisible();
        // Readable at 360 px: the passage and the answers fit the screen, nothing scrolls sideways.
        const box = (await passage.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
        const picks = page.locator('[data-pick]');
        await expect(picks).toHaveCount(4);
        for (const option of await picks.all()) {
          const size = (await option.boundingBox())!;
          expect(size.height).toBeGreaterThanOrEqual(44);
        }
        const item = page.locator('.roar-inference');
        if (!heard && (await item.getAttribute('data-passage')) === 'rain') {
          // The question screen on a phone passes the accessibility checks (axe, WCAG 2.1 AA).
          await expectAccessible(page, 'an Inference Game question at 360 px');
          await page.getByRole('button', { name: 'Read it to me' }).tap();
          heard = true;
        }
        const question = await page.locator('.roar-inference__question').innerText();
        const answer = ANSWERS[question];
        expect(answer, question).toBeDefined();
        const wrong = ALWAYS_WRONG.has(question) || WRONG_ONCE.delete(question);
        const right = picks.filter({ hasText: answer! });
        await expect(right).toHaveCount(1);
        if (wrong) await picks.filter({ hasNotText: answer! }).first().tap();
        else if (question === BY_NUMBER_KEY) {
          const texts = await picks.allInnerTexts();
          await page.keyboard.press(String(texts.findIndex((t) => t.includes(answer!)) + 1));
        } else if (question === BY_TAB) {
          // Tab reaches every answer (after 'Read it to me'); Enter answers the focused one.
          for (let tabs = 0; tabs < 8; tabs += 1) {
            await page.keyboard.press('Tab');
            const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
            if (focused.includes(answer!)) break;
          }
          await expect(right).toBeFocused();
          await page.keyboard.press('Enter');
        } else await right.tap();
      },
      async after(n) {
        if (n !== 6 || reloaded) return;
        reloaded = true;
        await page.reload();
        await expect(page.locator('.roar-game')).toBeVisible({ timeout: 30_000 });
      },
    });
    expect(reloaded).toBe(true);
    expect(heard).toBe(true);
    expect(texts.some((t) => t.includes("Let's play a reading game!"))).toBe(true);
    await expect(page.getByText('Your answers are saved.')).toBeVisible({ timeout: 30_000 });
    const stored = await storedRunOf(page, TASK, administrationId);
    expect(stored.run.state).toBe('completed');
    // Every answer stored once, in order; nothing lost to the reload.
    expect(stored.trials).toHaveLength(answered);
    expect(stored.trials.map((t) => t.trialIndex)).toEqual(stored.trials.map((_, i) => i));
    const byKeys = stored.trials.filter((t) => t.data.responseSource === 'keyboard');
    expect(byKeys.map((t) => t.itemId)).toEqual(['tiny.q1', 'water.q1']);
    expect(byKeys.every((t) => t.data.correct === 1)).toBe(true);
    expect(stored.trials.filter((t) => t.data.responseSource === 'touch')).toHaveLength(
      stored.trials.length - 2,
    );
    const testTrials = stored.trials.filter((t) => t.stage === 'test');
    expect(testTrials).toHaveLength(10);
    expect(testTrials.filter((t) => t.data.correct === 1)).toHaveLength(9);
    expect(stored.trials.filter((t) => t.stage === 'practice').map((t) => t.itemId)).toEqual([
      'practice-1.q1',
      'practice-1.q1',
      'practice-2.q1',
    ]);
    expect(stored.run.reliable).toBe(true);
    expect(stored.trials.some((t) => t.itemId === 'rain.q1' && t.data.readAloud === true)).toBe(
      true,
    );
    await page.getByRole('link', { name: 'Back to my tasks' }).tap();
    await page.getByLabel('Select an assignment').selectOption({ label: name });
    await expect(page.getByText('Task Completed!')).toBeVisible();
    return stored;
  });
  await phone.close();

  await test.step('its score is in the score report CSV and the student report PDF', async () => {
    const composite = run.scores!.computed.composite as Record<string, unknown>;
    expect(composite.roarScore).toEqual(expect.any(Number));
    expect(composite.normsKind).toBe('provisional');
    expect(trials.length).toBeGreaterThanOrEqual(4);
    const page2 = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    const { cells, pdf } = await rileysReports(
      page2,
      `/scores/${administrationId}/class/${grade4}`,
      [
        'Inference - Raw Score',
        'Inference - Percent Correct',
        'Inference - Norms',
        'Inference - Measures',
      ],
    );
    expect(cells[0]).toBe(String(composite.rawScore));
    expect(cells[1]).toBe(String(composite.percentCorrect));
    expect(cells[2]).toMatch(/provisional/i);
    expect(cells[3]).toMatch(
      /^Why it happened: 2\/2 right, median [\d,]+ ms; How someone feels: 2\/2/,
    );
    for (const part of PARTS) expect(cells[3]).toContain(part);
    for (const text of ['Inference', 'Provisional norms', ...PARTS]) {
      expect(pdf).toContain(text);
    }
    await page2.close();
  });
});
