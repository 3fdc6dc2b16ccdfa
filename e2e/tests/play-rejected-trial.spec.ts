import { expect, test } from './axe.ts';
import { playChoiceGame, storedRunOf } from './game-driver.ts';
import { signIn } from './support.ts';

/**
 * Issue 13 acceptance: one trial of a Phoneme run reaches the server with data its game can never
 * accept (spoilt on the way). The server refuses it for good; the device reports it, drops it and
 * sends the others; the run completes with every other trial stored once and is flagged
 * (ADR 020). student2 plays (play-offline.spec.ts played her Word before).
 */
test.describe.configure({ timeout: 180_000 });

const POISONED_INDEX = 3;

interface UploadedTrial {
  id: string;
  trialIndex: number;
  data: Record<string, unknown>;
}

test('a trial the server rejects is reported and dropped, and the rest of the run is stored once', async ({
  page,
}) => {
  // A silent game: no clip to wait for (a clip that fails to load stays silent).
  await page.route('**/audio/**', (route) => route.abort());
  let poisonedId: string | undefined;
  await page.route('**/api/app/runs/*/trials', async (route) => {
    const body = route.request().postDataJSON() as { trials: UploadedTrial[] };
    const trial = body.trials.find((t) => t.trialIndex === POISONED_INDEX);
    if (!trial) return route.continue();
    poisonedId = trial.id;
    trial.data = { ...trial.data, correct: 'maybe' };
    return route.continue({ postData: JSON.stringify(body) });
  });
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/rejected')) reports.push(request.postDataJSON());
  });

  await signIn(page, 'student2');
  await page.getByRole('tab', { name: /Phoneme/ }).click();
  await page.getByRole('button', { name: 'Click to start' }).click();
  await expect(page).toHaveURL(/\/game\/pa$/);
  const answered = await playChoiceGame(page, { input: 'keyboard', option: (n) => n % 3 });
  await expect(page.getByText('Your answers are saved.')).toBeVisible({ timeout: 30_000 });

  expect(poisonedId).toBeTruthy();
  expect(reports).toEqual([
    { code: 'trial_invalid', trials: [{ id: poisonedId, trialIndex: POISONED_INDEX }] },
  ]);
  const { run, trials } = await storedRunOf(page, 'pa');
  expect(run).toMatchObject({ state: 'completed', reliable: false });
  expect(run.engagementFlags).toContain('rejectedTrials');
  const others = Array.from({ length: answered }, (_, i) => i).filter((i) => i !== POISONED_INDEX);
  expect(trials.map((t) => t.trialIndex)).toEqual(others);
  expect(new Set(trials.map((t) => t.id)).size).toBe(others.length);

  // Nothing of the run is left on the (shared) device, not even as a dead letter: no trial, and
  // no event after the end (leaving fullscreen once the run is over is not one of its events).
  const left = await page.evaluate(
    () =>
      new Promise<{ pending: number; dead: number }>((resolve, reject) => {
        const open = indexedDB.open('roar-run-queue');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['pending', 'dead']);
          const pending = tx.objectStore('pending').count();
          const dead = tx.objectStore('dead').count();
          tx.oncomplete = () => resolve({ pending: pending.result, dead: dead.result });
        };
      }),
  );
  expect(left).toEqual({ pending: 0, dead: 0 });
});
