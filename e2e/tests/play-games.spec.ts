import { type Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { playTwoChoiceGame, smallTargets, storedRunOf, type Answerer } from './game-driver.ts';
import { signIn } from './support.ts';
import { wordReader } from './word-reader.ts';

/**
 * Issue 5 acceptance: a student of the demo world plays each of the four task pages to the end
 * with real keys and buttons, returns home and sees 'Task Completed!', and the run, its trials
 * and its scores are stored. Zoe (student3) plays in English, Valentina (estudiante1) in Spanish.
 * These run after participant-home.spec.ts, which expects their tasks still to do.
 */

async function startTask(page: Page, tabName: string) {
  await page.getByRole('tab', { name: new RegExp(tabName) }).click();
  await page.getByRole('button', { name: /Click to start|Haz clic para empezar/ }).click();
}

/**
 * Answers Sentence like a child who takes the time to read: its median RT must be above 1000 ms
 * (docs/product/scoring.md section 5), so most answers wait that long; the others come at once to
 * keep the test short. Word is read by wordReader (430 ms, above its 400 ms floor).
 */
const sentenceReader = (input: Answerer['input']): Answerer => ({
  input,
  thinkMs: (trial) => (trial % 2 === 0 || trial % 10 === 1 ? 1050 : 0),
  side: (trial) => (trial % 3 === 0 ? 'left' : 'right'),
});

async function playAndCheck(
  page: Page,
  options: {
    tab: string;
    taskId: string;
    answerer: Answerer;
    saved: string;
    completed: string;
    back: string;
    /** Play on a 390 x 844 phone screen, checking that every control is a 44 px target. */
    phone?: boolean;
  },
) {
  await startTask(page, options.tab);
  await expect(page).toHaveURL(new RegExp(`/game/${options.taskId}$`));
  const desktop = page.viewportSize();
  if (options.phone) await page.setViewportSize({ width: 390, height: 844 });
  const answered = await playTwoChoiceGame(page, options.answerer, Number.POSITIVE_INFINITY, {
    checkTargets: options.phone ?? false,
  });
  await expect(page.getByText(options.saved)).toBeVisible({ timeout: 30_000 });
  if (options.phone) {
    expect(await smallTargets(page), 'small targets on the end screen').toEqual([]);
    if (desktop) await page.setViewportSize(desktop);
  }
  await page.getByRole('link', { name: options.back }).click();
  const tab = page.getByRole('tab', { name: new RegExp(options.tab) });
  await expect(tab).toHaveAttribute('data-state', 'completed');
  await tab.click();
  await expect(page.getByRole('tabpanel').getByText(options.completed)).toBeVisible();

  const { run, trials } = await storedRunOf(page, options.taskId);
  expect(run).toMatchObject({ taskId: options.taskId, state: 'completed' });
  expect(run.scores?.computed.composite.rawScore).not.toBeNull();
  expect(trials).toHaveLength(answered);
  expect(trials.map((t) => t.trialIndex)).toEqual(trials.map((_, i) => i));
  expect(new Set(trials.map((t) => t.id)).size).toBe(answered);
  return { run, trials };
}

test.describe.configure({ timeout: 300_000 });

/** Zoe's English games, with the keyboard. */
async function playEnglish(page: Page) {
  await signIn(page, 'student3');
  const english = {
    saved: 'Your answers are saved.',
    completed: 'Task Completed!',
    back: 'Back to my tasks',
  };

  const word = await playAndCheck(page, {
    ...english,
    tab: 'Word',
    taskId: 'swr',
    answerer: wordReader('keyboard'),
  });
  const test = word.trials.filter((t) => t.stage === 'test');
  expect(test).toHaveLength(84);
  expect(word.trials.filter((t) => t.stage === 'practice').length).toBeGreaterThan(0);
  // Every trial carries its timing: the RT, the onset frame and the exposure it was given.
  for (const trial of test) {
    expect(trial.data.rt as number).toBeGreaterThan(300);
    expect(trial.data.responseSource).toBe('keyboard');
    expect(trial.data).toHaveProperty('theta');
    expect(trial.data.exposure).toMatchObject({ requestedMs: 350 });
  }
  // Zoe reads each string (word-reader.ts): no guessing flag; the frame check may fire on a
  // busy machine, and makes the run unreliable then (docs/validity-flags.md).
  expect(word.run.engagementFlags.filter((flag) => flag !== 'stimulusTimingOff')).toEqual([]);
  expect(word.run.scores?.computed.composite.roarScore).toEqual(expect.any(Number));

  const sentence = await playAndCheck(page, {
    ...english,
    tab: 'Sentence',
    taskId: 'sre',
    answerer: sentenceReader('keyboard'),
  });
  expect(sentence.run.reliable).toBe(true);
  expect(sentence.trials.filter((t) => t.stage === 'practice')).toHaveLength(4);
}

/** Valentina's Spanish games, with the on-screen buttons. */
async function playSpanish(page: Page) {
  await signIn(page, 'estudiante1');
  const spanish = {
    saved: 'Tus respuestas están guardadas.',
    completed: '¡Actividad completada!',
    back: 'Volver a mis actividades',
  };
  const word = await playAndCheck(page, {
    ...spanish,
    tab: 'Palabra',
    taskId: 'swr-es',
    answerer: wordReader('buttons'),
    phone: true,
  });
  expect(word.trials.every((t) => t.data.responseSource === 'pointer')).toBe(true);
  await playAndCheck(page, {
    ...spanish,
    tab: 'Frase',
    taskId: 'sre-es',
    answerer: sentenceReader('buttons'),
  });
}

test('Zoe (English, keys) and Valentina (Spanish, buttons) play their four tasks to the end', async ({
  page,
  browser,
}) => {
  // Two children in two browsers at once: the games pace themselves like children, so playing
  // side by side halves the wait without changing what each child does.
  const second = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'en-US',
  });
  try {
    await Promise.all([playEnglish(page), playSpanish(await second.newPage())]);
  } finally {
    await second.close();
  }
});
