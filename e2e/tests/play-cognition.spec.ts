import { devices, type Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { adminApi } from './admin-api.ts';
import { uniqueSuffix } from './admin-forms.ts';
import { playCognitionGame, watchLitSquares } from './cognition-driver.ts';
import { startFakeGameSite } from './fake-game-site.ts';
import { answerSoundCheck, storedRunOf } from './game-driver.ts';
import { signIn } from './support.ts';
import { rileysReports } from './riley-reports.ts';

/**
 * Issue 18 acceptance for the cognition games: Riley (`explorer`, who has every game in All
 * Games) plays short variants of an administration made for the test: Hearts and Flowers, the
 * Puzzle Game and the Stories Game by keys alone, the Memory Game and the Shapes Game by touch on
 * a phone, the Matching Game by mouse, each with a reload in mid-run. Their scores and measures
 * appear in the score report's CSV and the student report's PDF. The full length is covered by
 * simulation. The Lion and Monkey Game opens on a fake game site on loopback, twice, and that
 * site's signed callback completes it.
 */
test.describe.configure({ timeout: 300_000 });

async function openTask(page: Page, administration: string, tab: string, tap = false) {
  await page.getByLabel('Select an assignment').selectOption({ label: administration });
  await page.getByRole('tab', { name: tab }).click();
  const start = page.getByRole('button', { name: 'Click to start' });
  if (tap) await start.tap();
  else await start.click();
}

/** An administration of short variants for Riley's class. */
async function setUp(
  request: Parameters<typeof adminApi>[0],
  variants: [string, Record<string, unknown>][],
) {
  const api = await adminApi(request);
  const grade4 = await api.orgId('class', 'Grade 4 - Room 208');
  const name = `Cognition ${uniqueSuffix()}`;
  const administrationId = await api.administration({
    name,
    variants: await Promise.all(variants.map(([taskId, params]) => api.variant(taskId, params))),
    classes: [grade4],
  });
  return { name, administrationId, grade4 };
}

/** Riley has the game in All Games (the demo's every-game administration). */
async function inAllGames(page: Page, tabs: string[]) {
  await page.getByLabel('Select an assignment').selectOption({ label: 'All Games' });
  for (const tab of tabs) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
}

type Composite = { rawScore: number; skills?: { measures?: { part: string }[] } };
const partsOf = (run: { scores: { computed: { composite: Record<string, unknown> } } | null }) =>
  ((run.scores!.computed.composite as Composite).skills?.measures ?? []).map((m) => m.part);
const rawOf = (run: { scores: { computed: { composite: Record<string, unknown> } } | null }) =>
  (run.scores!.computed.composite as Composite).rawScore;

test('Hearts and Flowers, the Puzzle Game and the Stories Game by keys alone, in the reports', async ({
  page,
  request,
}) => {
  const { name, administrationId, grade4 } = await setUp(request, [
    ['hearts-and-flowers', { trialsPerBlock: 2 }],
    ['matrix-reasoning', { numTrials: 3 }],
    ['theory-of-mind', { numTrials: 1 }],
  ]);
  await signIn(page, 'explorer');
  await inAllGames(page, ['Hearts and Flowers', 'Puzzle Game', 'Stories Game']);

  const hearts = await test.step('Hearts and Flowers by the arrow keys', async () => {
    await openTask(page, name, 'Hearts and Flowers');
    await expect(page).toHaveURL(/\/game\/core-tasks\/hearts-and-flowers$/);
    const { run, trials, texts } = await playCognitionGame(page, {
      input: 'keyboard',
      reloadAfter: 5,
      administrationId,
      taskId: 'hearts-and-flowers',
      thinkMs: 200,
    });
    expect(texts.some((t) => t.includes('When you see a heart'))).toBe(true);
    expect(trials.filter((t) => t.stage === 'test').map((t) => t.block)).toEqual([
      'hearts',
      'hearts',
      'flowers',
      'flowers',
      'mixed',
      'mixed',
      'mixed2',
      'mixed2',
    ]);
    // A wrong instruction trial came again (every fifth answer is the wrong side).
    expect(trials.some((t) => t.data.practiceAttempt === 2)).toBe(true);
    expect(partsOf(run)).toEqual(['hearts', 'flowers', 'mixed', 'mixed2']);
    await page.getByRole('link', { name: 'Back to my tasks' }).click();
    return rawOf(run);
  });

  const puzzle = await test.step('the Puzzle Game by the number keys', async () => {
    await openTask(page, name, 'Puzzle Game');
    const { run, trials } = await playCognitionGame(page, {
      input: 'keyboard',
      reloadAfter: 2,
      administrationId,
      taskId: 'matrix-reasoning',
    });
    expect(trials.filter((t) => t.stage === 'test').length).toBeGreaterThan(0);
    expect(partsOf(run).length).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Back to my tasks' }).click();
    return rawOf(run);
  });

  const stories = await test.step('the Stories Game by Enter and the number keys', async () => {
    await openTask(page, name, 'Stories Game');
    const { run, trials, texts } = await playCognitionGame(page, {
      input: 'keyboard',
      reloadAfter: 3,
      administrationId,
      taskId: 'theory-of-mind',
    });
    // Scenes are told with their words on screen; a reload in mid-story tells it again.
    expect(texts.some((t) => t.includes('Continue'))).toBe(true);
    expect(new Set(trials.filter((t) => t.stage === 'test').map((t) => t.block)).size).toBe(1);
    expect(partsOf(run).length).toBeGreaterThan(0);
    return rawOf(run);
  });

  await test.step('the scores are in the score report CSV and the student report PDF', async () => {
    const { cells, pdf } = await rileysReports(
      page,
      `/scores/${administrationId}/class/${grade4}`,
      [
        'Hearts and Flowers - Raw Score',
        'Matrix Reasoning - Raw Score',
        'Theory of Mind - Raw Score',
      ],
    );
    expect(cells).toEqual([String(hearts), String(puzzle), String(stories)]);
    for (const text of ['Hearts and Flowers', 'Matrix Reasoning', 'Theory of Mind', 'Flowers']) {
      expect(pdf).toContain(text);
    }
    expect(pdf).toContain('This game has no norms yet');
  });
});

test('the Memory Game and the Shapes Game by touch on a phone, the Matching Game by mouse', async ({
  browser,
  page,
  request,
}) => {
  const { name, administrationId, grade4 } = await setUp(request, [
    ['memory-game', { trialsPerBlock: 2 }],
    ['same-different-selection', { numTrials: 2 }],
    ['mental-rotation', { numTrials: 4 }],
  ]);
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: test.info().project.use.baseURL,
    locale: 'en-US',
  });
  const riley = await phone.newPage();
  await watchLitSquares(riley);
  await signIn(riley, 'explorer');
  await inAllGames(riley, ['Memory Game', 'Shapes Game', 'Matching Game']);

  const memory = await test.step('the Memory Game by tapping the squares', async () => {
    await openTask(riley, name, 'Memory Game', true);
    const { run, trials } = await playCognitionGame(riley, {
      input: 'tap',
      reloadAfter: 3,
      administrationId,
      taskId: 'memory-game',
    });
    expect(trials.filter((t) => t.stage === 'test').map((t) => t.block)).toEqual([
      'forward',
      'forward',
      'backward',
      'backward',
    ]);
    expect(run.reliable).toBe(true);
    expect(partsOf(run)).toEqual(['forward', 'backward']);
    await riley.getByRole('link', { name: 'Back to my tasks' }).tap();
    return rawOf(run);
  });

  const shapes = await test.step('the Shapes Game by tapping answers and cards', async () => {
    await openTask(riley, name, 'Shapes Game', true);
    const { run, trials } = await playCognitionGame(riley, {
      input: 'tap',
      reloadAfter: 4,
      administrationId,
      taskId: 'same-different-selection',
    });
    expect(trials.some((t) => String(t.data.response).includes('-'))).toBe(true);
    expect(partsOf(run)).toEqual(['same-different', 'matching']);
    return rawOf(run);
  });
  await phone.close();

  const matching = await test.step('the Matching Game by mouse', async () => {
    await signIn(page, 'explorer');
    await openTask(page, name, 'Matching Game');
    const { run } = await playCognitionGame(page, {
      input: 'mouse',
      reloadAfter: 3,
      administrationId,
      taskId: 'mental-rotation',
    });
    expect(partsOf(run).every((part) => /^angle-\d+$/.test(part))).toBe(true);
    return rawOf(run);
  });

  await test.step('the scores are in the score report CSV and the student report PDF', async () => {
    const { cells, pdf } = await rileysReports(
      page,
      `/scores/${administrationId}/class/${grade4}`,
      [
        'Spatial Memory - Raw Score',
        'Same-Different Selection - Raw Score',
        'Mental Rotation - Raw Score',
        'Spatial Memory - Measures',
      ],
    );
    expect(cells.slice(0, 3)).toEqual([String(memory), String(shapes), String(matching)]);
    expect(cells[3]).toMatch(/^Same order: \d+\/\d+ right, span \d+.*; Backward order: /);
    for (const text of ['Spatial Memory', 'Same order', 'Same or different', 'Turned']) {
      expect(pdf).toContain(text);
    }
  });
});

test('the Lion and Monkey Game opens on its own site, opens again, and its site completes it', async ({
  page,
  request,
}) => {
  const secret = `e2e-secret-${uniqueSuffix()}-0123456789`;
  const site = await startFakeGameSite(secret);
  try {
    const api = await adminApi(request);
    const grade4 = await api.orgId('class', 'Grade 4 - Room 208');
    const name = `Lion and Monkey ${uniqueSuffix()}`;
    const administrationId = await api.administration({
      name,
      variants: [await api.variant('mefs', { launchUrl: site.url }, secret)],
      classes: [grade4],
    });
    await signIn(page, 'explorer');
    await inAllGames(page, ['Lion and Monkey Game']);
    await openTask(page, name, 'Lion and Monkey Game');
    await expect(page).toHaveURL(/\/game\/core-tasks\/mefs$/);
    await page.locator('[data-action="continue"]').click();
    // The first game of this browser session asks 'Can you hear me?' once.
    await answerSoundCheck(page);
    const open = page.locator('[data-action="open-external"]');
    await expect(open).toHaveText('Click to start');
    const [first] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    await expect(first.getByRole('heading', { name: 'Lion and Monkey' })).toBeVisible();
    await first.close();
    await expect(open).toHaveText('Click here to open again');
    const [second] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    await second.getByRole('button', { name: 'Finish' }).click();
    await expect(second.getByText('All done (204)')).toBeVisible();
    await second.close();
    await expect(page.getByText('You finished the game. Great job!')).toBeVisible({
      timeout: 20_000,
    });
    await page.locator('[data-action="continue"]').click();
    await expect(page.getByText('Your answers are saved.')).toBeVisible({ timeout: 30_000 });

    const { run, trials } = await storedRunOf(page, 'mefs', administrationId);
    expect(run.state).toBe('completed');
    expect(trials).toEqual([]);
    // The site saw the run, a pseudonym (the same both times) and nothing else of the child.
    expect(site.launches.map((q) => q.get('run'))).toEqual([run.id, run.id]);
    const pids = new Set(site.launches.map((q) => q.get('pid')));
    expect(pids.size).toBe(1);
    expect([...site.launches[0]!.keys()].sort()).toEqual(
      ['callback', 'exp', 'lng', 'pid', 'run', 'sig'].sort(),
    );
    expect(site.launches[0]!.toString()).not.toContain('explorer');
    expect(site.completions).toEqual([204]);
    await page.getByRole('link', { name: 'Back to my tasks' }).click();
    await page.getByLabel('Select an assignment').selectOption({ label: name });
    await expect(page.getByText('Task Completed!')).toBeVisible();
  } finally {
    await site.close();
  }
});
