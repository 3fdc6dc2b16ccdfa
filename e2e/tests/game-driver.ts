import { expect, type Page } from '@playwright/test';

/** How a test answers a two-choice trial: which side, by key or by tapping the button. */
export interface Answerer {
  /**
   * The side to answer the nth trial on; `stimulus`: the word or sentence it showed, read only
   * for an answerer that `readsStimulus` (one page round trip more before each answer).
   */
  side(trial: number, stimulus: string | null): 'left' | 'right';
  readsStimulus?: boolean;
  /** Keyboard arrows, or the on-screen buttons. */
  input: 'keyboard' | 'buttons';
  /** Wait after the stimulus of the nth answer appears, like a child reading it (ms). */
  thinkMs(trial: number): number;
}

type Step = 'stimulus' | 'continue' | 'sound-check' | 'done';

/** The screens a continue button (or, on start and break, any key) moves past. */
const CONTINUE_SCREENS: ReadonlySet<string> = new Set(['start', 'instructions', 'break']);

/** The next thing the game waits for: an answer, a continue, the sound check, or nothing (it ended). */
async function nextStep(page: Page): Promise<Step> {
  const handle = await page.waitForFunction(
    () => {
      const game = document.querySelector('.roar-game');
      if (!game) return 'done';
      const screen = game.getAttribute('data-screen');
      if (game.getAttribute('data-trial-state') === 'awaiting-response') return 'stimulus';
      if (screen === 'start' || screen === 'instructions' || screen === 'break') return 'continue';
      if (screen === 'sound-check') return 'sound-check';
      return null;
    },
    null,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as Step;
}

/** Waits until a continue screen has given way (another screen, or other text). */
async function screenChanged(page: Page, screen: string | null, shown: string) {
  await page.waitForFunction(
    ([before, text]) => {
      const game = document.querySelector('.roar-game');
      if (!game) return true;
      const main = game.querySelector('.roar-game__main') as HTMLElement | null;
      return game.getAttribute('data-screen') !== before || main?.innerText !== text;
    },
    [screen, shown] as const,
  );
}

/** Continues past a start, instructions or break screen by click, tap or a key, and waits. */
async function continuePast(page: Page, input: 'click' | 'tap' | 'key'): Promise<void> {
  const before = await page.locator('.roar-game').getAttribute('data-screen');
  // A key of the previous answer can land on a break screen, which any key continues: the game
  // may have moved on between the look that saw this screen and now (play-offline.spec failed so).
  if (!CONTINUE_SCREENS.has(before ?? '')) return;
  const text = await page.locator('.roar-game__main').innerText();
  const button = page.locator('[data-action="continue"]');
  if (input === 'tap') await button.tap();
  else if (input === 'key') await page.keyboard.press('Enter');
  else {
    try {
      await button.click({ timeout: 20_000 });
    } catch (error) {
      // On a loaded machine the game can leave the screen before the click lands (the button is
      // detached): go on from the screen it shows now rather than wait for this one to return.
      const now = await page.locator('.roar-game').getAttribute('data-screen');
      if (now === before) throw error;
    }
  }
  await screenChanged(page, before, text);
}

/** Continues past the start and instruction screens until the first trial waits for an answer. */
export async function continueToFirstTrial(page: Page): Promise<void> {
  await expect(page.locator('.roar-game')).toBeVisible({ timeout: 30_000 });
  for (;;) {
    const step = await nextStep(page);
    if (step === 'stimulus') return;
    if (step === 'done') throw new Error('the game ended before its first trial');
    if (step === 'sound-check') await answerSoundCheck(page);
    else await continuePast(page, 'click');
  }
}

/**
 * Answers the 'Can you hear me?' check (once per browser session, after the first start screen)
 * with 'Yes, I can hear it': a real click or tap, or Enter on the button, which has the focus.
 */
export async function answerSoundCheck(
  page: Page,
  input: 'click' | 'tap' | 'key' = 'click',
): Promise<void> {
  const yes = page.locator('[data-action="sound-yes"]');
  if (input === 'tap') await yes.tap();
  else if (input === 'key') {
    await expect(yes).toBeFocused();
    await page.keyboard.press('Enter');
  } else await yes.click();
  await page.waitForFunction(
    () => document.querySelector('.roar-game')?.getAttribute('data-screen') !== 'sound-check',
  );
}

/**
 * Every control a finger can reach on the page (the game's buttons and the door out of it) is a
 * target of at least 44 x 44 px. Answers the controls that are smaller, with their sizes.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="slider"]'),
    )
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      // Only what a finger can reach: on screen and not under something else (a skip link
      // parked off screen, the page behind the game surface).
      .filter(({ element, box }) => {
        if (box.width <= 0 || box.height <= 0) return false;
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && element.contains(top);
      })
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(
        ({ element, box }) =>
          `${element.getAttribute('aria-label') ?? element.textContent?.trim()}: ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );
}

/**
 * Watches, from before an answer, for the trial to leave the screen. A loaded machine may show the
 * next trial before a poll sees the gap between the two (the next one awaits an answer again), so
 * every change of the trial state is recorded as it happens, not sampled.
 */
async function watchTrialLeaving(page: Page): Promise<void> {
  await page.evaluate(() => {
    const flags = window as unknown as {
      roarTrialLeft?: boolean;
      roarTrialWatch?: MutationObserver;
    };
    flags.roarTrialWatch?.disconnect();
    flags.roarTrialLeft = false;
    const check = () => {
      const game = document.querySelector('.roar-game');
      if (game?.getAttribute('data-trial-state') === 'awaiting-response') return;
      flags.roarTrialLeft = true;
      flags.roarTrialWatch?.disconnect();
    };
    flags.roarTrialWatch = new MutationObserver(check);
    flags.roarTrialWatch.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-trial-state'],
    });
    check();
  });
}

/**
 * Keeps the last stimulus the game showed in the page (a Word is shown for 350 ms only, maybe
 * gone before the answer), as a child remembers what they read.
 */
async function watchStimulus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { roarStimulus?: string; roarStimulusWatch?: boolean };
    if (state.roarStimulusWatch) return;
    state.roarStimulusWatch = true;
    const read = () => {
      const text = document.querySelector('[data-testid="stimulus"]')?.textContent?.trim();
      if (text) state.roarStimulus = text;
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    read();
  });
}

const shownStimulus = (page: Page) =>
  page.evaluate(() => (window as unknown as { roarStimulus?: string }).roarStimulus ?? null);

/** Waits until the answered trial has left the screen (watchTrialLeaving before the answer). */
async function trialLeft(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { roarTrialLeft?: boolean }).roarTrialLeft === true,
    null,
    { timeout: 10_000 },
  );
}

/** The game shows a trial that waits for an answer (at once: the game may be gone). */
const awaitingResponse = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('.roar-game')?.getAttribute('data-trial-state') ===
      'awaiting-response',
  );

/**
 * Plays a two-choice game (Word, Sentence) to its end with real key presses or button taps,
 * continuing past the start screen, instructions and breaks; stops early after `limit` answers.
 * Answers how many trials it answered.
 */
export async function playTwoChoiceGame(
  page: Page,
  answerer: Answerer,
  limit = Number.POSITIVE_INFINITY,
  options: { checkTargets?: boolean } = {},
): Promise<number> {
  await expect(page.locator('.roar-game')).toBeVisible({ timeout: 30_000 });
  if (answerer.readsStimulus) await watchStimulus(page);
  let answered = 0;
  const checked = new Set<string>();
  while (answered < limit) {
    const step = await nextStep(page);
    if (step === 'done') return answered;
    if (options.checkTargets) {
      // Each kind of screen once: its controls are touch targets of 44 px at the least.
      const screen = `${await page.locator('.roar-game').getAttribute('data-screen')}`;
      if (!checked.has(screen)) {
        checked.add(screen);
        expect(await smallTargets(page), `small targets on the ${screen} screen`).toEqual([]);
      }
    }
    if (step === 'sound-check') {
      await answerSoundCheck(page);
      continue;
    }
    if (step === 'continue') {
      await continuePast(page, 'click');
      continue;
    }
    const thinkMs = answerer.thinkMs(answered);
    if (thinkMs > 0) await page.waitForTimeout(thinkMs);
    const stimulus = answerer.readsStimulus ? await shownStimulus(page) : null;
    const side = answerer.side(answered, stimulus);
    await watchTrialLeaving(page);
    if (answerer.input === 'keyboard') {
      await page.keyboard.press(side === 'left' ? 'ArrowLeft' : 'ArrowRight');
    } else {
      const tapped = await page
        .locator(`[data-choice="${side}"]`)
        .click({ timeout: 10_000 })
        .then(() => true)
        .catch(async (error: unknown) => {
          // A timed game (Sentence) can end while the answer is on its way: its buttons go with
          // the trial. Any other missing button is a failure.
          if (await awaitingResponse(page)) throw error;
          return false;
        });
      if (!tapped) continue;
    }
    answered += 1;
    await trialLeft(page);
  }
  return answered;
}

/** A stored run, as `GET /api/app/runs/:runId` answers it. */
export interface StoredRun {
  id: string;
  state: string;
  taskId: string;
  reliable: boolean | null;
  engagementFlags: string[];
  scores: { computed: { composite: Record<string, unknown> } } | null;
}

export interface StoredTrial {
  id: string;
  trialIndex: number;
  block: string | null;
  stage: string;
  subtask: string | null;
  itemId: string | null;
  data: Record<string, unknown>;
}

/**
 * Reads what the server stored for the signed-in student's assessment of `taskId`: its run and
 * trials, through the API with a fresh access token (the refresh cookie is the browser's); the
 * first administration that gives the task, or the one named.
 */
export async function storedRunOf(page: Page, taskId: string, administrationId?: string) {
  const refresh = await page.request.post('/api/auth/refresh');
  expect(refresh.ok()).toBe(true);
  const { accessToken } = (await refresh.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const get = async <T>(path: string): Promise<T> => {
    const answer = await page.request.get(path, { headers });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as T;
  };
  const home = await get<{
    assignments: Array<{
      administrationId: string;
      assessments: Array<{ taskId: string; runId: string }>;
    }>;
  }>('/api/app/assignments');
  const assessment = home.assignments
    .filter((a) => !administrationId || a.administrationId === administrationId)
    .flatMap((a) => a.assessments)
    .find((a) => a.taskId === taskId);
  expect(assessment?.runId).toBeTruthy();
  const run = await get<StoredRun>(`/api/app/runs/${assessment!.runId}`);
  const { trials } = await get<{ trials: StoredTrial[] }>(`/api/app/runs/${run.id}/trials`);
  return { run, trials };
}

/** How a test answers choice trials (Phoneme, Letter, Phonics). */
export interface ChoiceAnswerer {
  /** Number keys, mouse clicks, or finger taps (a touch device). */
  input: 'keyboard' | 'click' | 'tap';
  /** Which option (0-based) to choose on the nth answer. */
  option(trial: number): number;
}

/**
 * Plays a game to its end: continues past the start screen, instructions and breaks (`texts`
 * keeps what they said), and calls `answer(n)` for the nth trial, then waits until it has left
 * the screen and calls `after(n + 1)` (a reload, a check). Answers how many trials it answered.
 */
export async function playToEnd(
  page: Page,
  options: {
    continueBy: 'click' | 'tap' | 'key';
    answer(trial: number): Promise<void>;
    after?(answered: number): Promise<void>;
    texts?: string[];
  },
): Promise<number> {
  await expect(page.locator('.roar-game')).toBeVisible({ timeout: 30_000 });
  let answered = 0;
  for (;;) {
    const step = await nextStep(page);
    if (step === 'done') return answered;
    if (step === 'sound-check') {
      await answerSoundCheck(page, options.continueBy);
      continue;
    }
    if (step === 'continue') {
      options.texts?.push(await page.locator('.roar-game__main').innerText());
      await continuePast(page, options.continueBy);
      continue;
    }
    await watchTrialLeaving(page);
    await options.answer(answered);
    answered += 1;
    await trialLeft(page);
    await options.after?.(answered);
  }
}

/**
 * Plays a choice game to its end, continuing past the start screen, instructions and breaks.
 * Answers how many trials it answered.
 */
export function playChoiceGame(page: Page, answerer: ChoiceAnswerer): Promise<number> {
  return playToEnd(page, {
    continueBy: answerer.input === 'tap' ? 'tap' : 'click',
    async answer(n) {
      const index = answerer.option(n);
      const option = page.locator(`[data-option="${index}"]`);
      if (answerer.input === 'keyboard') await page.keyboard.press(String(index + 1));
      else if (answerer.input === 'tap') await option.tap();
      else await option.click();
    },
  });
}
