import { expect, test } from './axe.ts';
import { playTwoChoiceGame, storedRunOf, type Answerer } from './game-driver.ts';
import { signIn } from './support.ts';

/**
 * Issue 5 acceptance: the network goes away in the middle of a Word run and the page is reloaded;
 * once the network is back the run continues where it stopped and completes, and the server holds
 * every trial exactly once. student2 plays (participant-home.spec.ts reads her tasks earlier).
 */
test.describe.configure({ timeout: 300_000 });

const fast: Answerer = {
  input: 'keyboard',
  thinkMs: () => 0,
  side: (n) => (n % 2 ? 'left' : 'right'),
};
const RUN_ENDPOINTS = '**/api/app/runs**';

test('a Word run survives a lost network and a reload without losing or doubling a trial', async ({
  page,
  context,
}) => {
  await signIn(page, 'student2');
  await page.getByRole('tab', { name: /Word/ }).click();
  await page.getByRole('button', { name: 'Click to start' }).click();
  await expect(page).toHaveURL(/\/game\/swr$/);

  // Practice and the first test trials go out normally.
  let answered = await playTwoChoiceGame(page, fast, 15);

  // The network goes: the next trials stay on the device.
  await context.setOffline(true);
  answered += await playTwoChoiceGame(page, fast, 10);
  // The device comes back, but the run service stays unreachable while the page reloads.
  await page.route(RUN_ENDPOINTS, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The game could not start' })).toBeVisible({
    timeout: 30_000,
  });

  // Reconnected: the game continues with the next trial; nothing is asked twice.
  await page.unroute(RUN_ENDPOINTS);
  await page.getByRole('button', { name: 'Try again' }).click();
  answered += await playTwoChoiceGame(page, fast);
  await expect(page.getByText('Your answers are saved.')).toBeVisible({ timeout: 30_000 });

  const stored = await storedRunOf(page, 'swr');
  expect(stored.run.state).toBe('completed');
  // Every trial of the run is stored once: the whole test, indexes without a gap (the device
  // numbers trials as they are answered, so a lost one leaves a hole), ids unique. A key pressed
  // while the game was between trials counts as a press here but is no answer.
  expect(stored.trials.filter((t) => t.stage === 'test')).toHaveLength(84);
  expect(stored.trials.length).toBeLessThanOrEqual(answered);
  expect(stored.trials.map((t) => t.trialIndex)).toEqual(stored.trials.map((_, i) => i));
  expect(new Set(stored.trials.map((t) => t.id)).size).toBe(stored.trials.length);
  // The adaptive test never gave an item twice across the reload.
  const items = stored.trials.map((t) => t.itemId);
  expect(new Set(items).size).toBe(items.length);
});
