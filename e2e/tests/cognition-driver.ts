import { expect, type Locator, type Page } from '@playwright/test';
import { playToEnd, storedRunOf } from './game-driver.ts';

export type CognitionInput = 'keyboard' | 'mouse' | 'tap';

/**
 * Records the squares the Memory Game lights, in order, in `window.__lit` (the page's own
 * script, kept across reloads): the test watches the board as a child does.
 */
export async function watchLitSquares(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: number[] = [];
    (window as unknown as { __lit: number[] }).__lit = log;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const square = change.target as Element;
        if (change.attributeName === 'data-lit' && square.getAttribute('data-lit') === 'true') {
          log.push(Number(square.getAttribute('data-square')));
        }
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-lit'] });
  });
}

const press = (target: Locator, input: CognitionInput) =>
  input === 'tap' ? target.tap() : target.click();

/** The answer a child would give on the cognition screen on display (`n`: the answer's number). */
async function answer(page: Page, input: CognitionInput, n: number): Promise<void> {
  const game = page.locator('.roar-game');
  const awaiting = async () =>
    (await game.getAttribute('data-trial-state')) === 'awaiting-response';
  const hf = page.locator('.roar-hf[data-shape]');
  if (await hf.count()) {
    // Hearts: the same side; flowers: the other side (every fifth answer the wrong side).
    const shape = await hf.getAttribute('data-shape');
    const side = await hf.getAttribute('data-side');
    const same = (shape === 'heart') !== (n % 5 === 4);
    const target = same ? side : side === 'left' ? 'right' : 'left';
    if (input === 'keyboard')
      await page.keyboard.press(target === 'left' ? 'ArrowLeft' : 'ArrowRight');
    else await press(page.locator(`[data-pick="${target}"]`), input);
    return;
  }
  const board = page.locator('[data-phase]');
  if (await board.count()) {
    const lit = await page.evaluate(() => {
      const log = (window as unknown as { __lit: number[] }).__lit;
      return log.splice(0);
    });
    const phase = await board.getAttribute('data-phase');
    const taps = phase === 'backward' ? [...lit].reverse() : lit;
    for (const square of taps) {
      if (input === 'keyboard') await page.keyboard.press(String(square + 1));
      else await press(page.locator(`[data-square="${square}"]`), input);
    }
    return;
  }
  const cards = page.locator('[data-select]');
  if (await cards.count()) {
    // Cards are chosen one by one until the question's number is reached.
    for (let card = 0; (await awaiting()) && card < (await cards.count()); card += 1) {
      if (input === 'keyboard') await page.keyboard.press(String(card + 1));
      else await press(cards.nth(card), input);
    }
    return;
  }
  const picks = page.locator('[data-pick]');
  const count = await picks.count();
  // The trial's deadline passed while the driver looked: the game stored it unanswered and goes on.
  if (count === 0) return;
  const index = n % count;
  if (input === 'keyboard') {
    const value = await picks.nth(index).getAttribute('data-pick');
    const keys: Record<string, string> = { left: 'ArrowLeft', right: 'ArrowRight' };
    await page.keyboard.press(keys[value!] ?? String(index + 1));
  } else {
    await press(picks.nth(index), input);
  }
}

/**
 * Plays a cognition game to its end by `input`, reloading the page after `reloadAfter` answers,
 * then checks that the server stored every answer once, in order, and completed the run.
 */
export async function playCognitionGame(
  page: Page,
  options: {
    input: CognitionInput;
    reloadAfter: number;
    administrationId: string;
    taskId: string;
    /** Wait before each answer, like a child looking (ms). */
    thinkMs?: number;
  },
) {
  let reloaded = false;
  const texts: string[] = [];
  const answered = await playToEnd(page, {
    continueBy: options.input === 'keyboard' ? 'key' : options.input === 'tap' ? 'tap' : 'click',
    texts,
    async answer(n) {
      if (options.thinkMs) await page.waitForTimeout(options.thinkMs);
      await answer(page, options.input, n);
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
  expect(trials).toHaveLength(answered);
  expect(trials.map((t) => t.trialIndex)).toEqual(trials.map((_, i) => i));
  const source = { keyboard: 'keyboard', mouse: 'pointer', tap: 'touch' }[options.input];
  expect(trials.every((t) => t.data.responseSource === source || t.data.response === null)).toBe(
    true,
  );
  return { run, trials, texts };
}
