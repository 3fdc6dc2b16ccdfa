import { expect, type Page } from '@playwright/test';
import { playToEnd } from './game-driver.ts';

/** How a test answers math problems: keys, or taps on the on-screen keypad (a phone). */
export interface MathAnswerer {
  input: 'keyboard' | 'tap';
  /** Answer the nth problem wrong (the right answer plus one). */
  wrong(answer: number): boolean;
  /** Wait after a problem appears before answering it, like a child working it out (ms). */
  thinkMs?: number;
  /** Called after the nth answer has left the screen (a reload, a check). */
  after?(answered: number): Promise<void>;
}

/** The answer of the problem on screen ('7 × 8 =', or a number to copy in the keypad practice). */
function solve(shown: string): number {
  const text = shown.replace('=', '').trim();
  if (/^\d+$/.test(text)) return Number(text);
  const [a, sign, b] = text.split(/\s+/);
  const x = Number(a);
  const y = Number(b);
  const results: Record<string, number> = { '+': x + y, '−': x - y, '×': x * y, '÷': x / y };
  const result = results[sign ?? ''];
  if (result === undefined) throw new Error(`Not a problem: ${shown}`);
  return result;
}

/**
 * Plays a fluency game to its end: continues past the start screen, instructions and breaks, and
 * types each answer (digits and Enter, or keypad taps and Done). Answers how many trials it gave
 * and the texts of the screens it continued past.
 */
export async function playMathGame(
  page: Page,
  answerer: MathAnswerer,
): Promise<{ answered: number; texts: string[] }> {
  const texts: string[] = [];
  const answered = await playToEnd(page, {
    continueBy: answerer.input === 'tap' ? 'tap' : 'click',
    texts,
    ...(answerer.after ? { after: answerer.after } : {}),
    async answer(n) {
      const right = solve(await page.getByTestId('problem').innerText());
      if (answerer.thinkMs) await page.waitForTimeout(answerer.thinkMs);
      const answer = String(answerer.wrong(n) ? right + 1 : right);
      if (answerer.input === 'keyboard') {
        await page.keyboard.type(answer);
        await expect(page.locator('.roar-math__entry')).toHaveText(answer);
        await page.keyboard.press('Enter');
      } else {
        for (const digit of answer) await page.locator(`[data-key="${digit}"]`).tap();
        await expect(page.locator('.roar-math__entry')).toHaveText(answer);
        await page.locator('[data-key="done"]').tap();
      }
    },
  });
  return { answered, texts };
}

/** Answers whatever math screen is shown, by keys or by mouse: any answer will do. */
async function answerAny(page: Page, input: 'keyboard' | 'mouse', n: number): Promise<void> {
  const options = page.locator('.roar-math__option');
  if ((await options.count()) > 0) {
    if (input === 'mouse') await options.nth(n % (await options.count())).click();
    else if ((await options.count()) === 2) await page.keyboard.press('ArrowRight');
    else {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
    return;
  }
  const line = page.locator('[data-line]');
  if ((await line.count()) > 0) {
    if (input === 'mouse') {
      const box = (await line.boundingBox())!;
      await page.mouse.click(box.x + box.width * (0.2 + (n % 5) / 10), box.y + box.height / 2);
      await expect(line).toHaveAttribute('aria-valuenow', /\d/);
      await page.locator('[data-key="done"]').click();
    } else {
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Enter');
    }
    return;
  }
  const typed = (await page.locator('[data-part]').count()) > 0 ? '1/2' : String(3 + (n % 7));
  if (input === 'keyboard') {
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    return;
  }
  for (const key of typed) {
    await page.locator(`[data-key="${key === '/' ? 'fraction' : key}"]`).click();
  }
  await page.locator('[data-key="done"]').click();
}

/**
 * Plays a math game whose answers the test does not work out (Core Math, the Math Game) to its
 * end, by keys alone or by mouse, after `thinkMs` on each item. Answers how many trials it gave.
 */
export function playAnyMathGame(
  page: Page,
  options: {
    input: 'keyboard' | 'mouse';
    thinkMs: number;
    after?(answered: number): Promise<void>;
  },
): Promise<number> {
  return playToEnd(page, {
    continueBy: options.input === 'keyboard' ? 'key' : 'click',
    ...(options.after ? { after: options.after } : {}),
    async answer(n) {
      await page.waitForTimeout(options.thinkMs);
      await answerAny(page, options.input, n);
    },
  });
}
