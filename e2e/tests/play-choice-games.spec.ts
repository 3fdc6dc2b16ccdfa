import { devices, type Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { playChoiceGame, storedRunOf, type ChoiceAnswerer } from './game-driver.ts';
import { signIn } from './support.ts';

/**
 * Issue 6 acceptance: demo students play the six choice task pages (Phoneme, Letter, Phonics) to
 * the end in Chromium, one of them on a phone by touch only, and the scores with subtests and
 * skills-to-work-on lists are stored. Zoe and Valentina also play the other games (play-games.spec.ts);
 * the two files use different tasks and find them by name.
 */
test.describe.configure({ timeout: 300_000 });

async function play(
  page: Page,
  options: {
    administration?: string;
    tab: string;
    taskId: string;
    answerer: ChoiceAnswerer;
    saved: string;
    back: string;
  },
) {
  const chooseAdministration = async () => {
    if (!options.administration) return;
    await page.getByLabel('Select an assignment').selectOption({ label: options.administration });
  };
  await chooseAdministration();
  const tab = page.getByRole('tab', { name: new RegExp(options.tab) });
  await tab.click();
  const start = page.getByRole('button', { name: /Click to start|Haz clic para empezar/ });
  if (options.answerer.input === 'tap') await start.tap();
  else await start.click();
  await expect(page).toHaveURL(new RegExp(`/game/${options.taskId}$`));
  const answered = await playChoiceGame(page, options.answerer);
  await expect(page.getByText(options.saved)).toBeVisible({ timeout: 30_000 });
  const back = page.getByRole('link', { name: options.back });
  if (options.answerer.input === 'tap') await back.tap();
  else await back.click();
  // The home opens on the first assignment again.
  await chooseAdministration();
  await expect(page.getByRole('tab', { name: new RegExp(options.tab) })).toHaveAttribute(
    'data-state',
    'completed',
  );
  const stored = await storedRunOf(page, options.taskId);
  expect(stored.run.state).toBe('completed');
  expect(stored.trials).toHaveLength(answered);
  return stored;
}

const english = { saved: 'Your answers are saved.', back: 'Back to my tasks' };
const spanish = { saved: 'Tus respuestas están guardadas.', back: 'Volver a mis actividades' };
const firstOption = (input: ChoiceAnswerer['input']): ChoiceAnswerer => ({
  input,
  option: (n) => n % 3,
});

async function zoe(page: Page) {
  await signIn(page, 'student3');
  const pa = await play(page, {
    ...english,
    tab: 'Phoneme',
    taskId: 'pa',
    answerer: firstOption('click'),
  });
  const subtests = new Set(pa.trials.filter((t) => t.stage === 'test').map((t) => t.subtask));
  expect(subtests).toEqual(new Set(['FSM', 'LSM', 'DEL']));
  const paSkills = pa.run.scores?.computed.composite.skills as { subtestsToWorkOn: string[] };
  expect(Array.isArray(paSkills.subtestsToWorkOn)).toBe(true);

  const letter = await play(page, {
    ...english,
    tab: 'Letter',
    taskId: 'letter',
    answerer: firstOption('keyboard'),
  });
  const letterSkills = letter.run.scores?.computed.composite.skills as Record<string, string[]>;
  expect(Object.keys(letterSkills).sort()).toEqual([
    'lowerCaseToWorkOn',
    'soundsToWorkOn',
    'upperCaseToWorkOn',
  ]);
  expect(letter.trials.every((t) => t.data.responseSource === 'keyboard')).toBe(true);

  const phonics = await play(page, {
    ...english,
    administration: 'Letters and Phonics',
    tab: 'Phonics',
    taskId: 'phonics',
    answerer: firstOption('click'),
  });
  const subscores = (
    phonics.run.scores?.computed.composite.skills as {
      phonics: Record<string, { correct: number; attempted: number }>;
    }
  ).phonics;
  expect(Object.keys(subscores)).toHaveLength(9);
  expect(subscores.cvc!.attempted).toBeGreaterThan(0);

  await play(page, {
    ...english,
    administration: 'Letters and Phonics',
    tab: 'Letter',
    taskId: 'letter-en-ca',
    answerer: firstOption('click'),
  });
}

async function valentina(page: Page) {
  await signIn(page, 'estudiante1');
  const pa = await play(page, {
    ...spanish,
    tab: 'Fonema',
    taskId: 'pa-es',
    answerer: firstOption('tap'),
  });
  expect(pa.trials.every((t) => t.data.responseSource === 'touch')).toBe(true);
  const letter = await play(page, {
    ...spanish,
    tab: 'Letra',
    taskId: 'letter-es',
    answerer: firstOption('tap'),
  });
  expect(letter.trials.every((t) => t.data.responseSource === 'touch')).toBe(true);
}

test('Zoe plays Phoneme, Letter, Phonics and Canadian Letter; Valentina plays the Spanish ones on a phone', async ({
  page,
  browser,
}) => {
  // Valentina's phone: a small touch screen and no keyboard in use; every answer is a tap.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: test.info().project.use.baseURL,
    locale: 'en-US',
  });
  try {
    await Promise.all([zoe(page), valentina(await phone.newPage())]);
  } finally {
    await phone.close();
  }
});
