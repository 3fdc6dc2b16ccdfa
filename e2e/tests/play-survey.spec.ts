import { readFile } from 'node:fs/promises';
import { devices, request as playwright, type APIRequestContext } from '@playwright/test';
import { expect, test } from './axe.ts';
import { adminApi } from './admin-api.ts';
import { csvRows } from './csv.ts';
import { uniqueSuffix } from './admin-forms.ts';
import { playCognitionGame } from './cognition-driver.ts';
import { playToEnd } from './game-driver.ts';
import { pdfText } from './pdf-text.ts';
import { signIn } from './support.ts';

/**
 * Issue 18 acceptance for the Thoughts and Feelings survey: a class of five made for the test;
 * four children answer through the API as their game would, the fifth plays it by touch on a
 * phone with a reload in mid-survey. Under five the class summary is suppressed; with five, the
 * score report shows the counts of each answer per question. Riley (`explorer`) has it in All
 * Games and plays it by keys alone at /game/core-tasks/survey.
 */
test.describe.configure({ timeout: 300_000 });

const SURVEY = 'roar-survey';
const QUESTIONS = ['belonging', 'reading', 'feelings'].flatMap((domain) =>
  [1, 2, 3, 4, 5, 6].map((n) => `${domain}-${n}`),
);
const PASSWORD = 'Readers2026';

/** A client-generated id, as the game makes them: 20 letters and digits. */
const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

/** A class of Demo Elementary School with `count` new pupils, and a survey administration. */
async function surveyClass(request: APIRequestContext, count: number) {
  const api = await adminApi(request);
  const suffix = uniqueSuffix();
  const schoolId = await api.orgId('school', 'Demo Elementary School');
  const { id: classId } = await api.call<{ id: string }>('POST', '/api/admin/orgs', {
    type: 'class',
    name: `Survey ${suffix}`,
    abbreviation: 'SV',
    schoolId,
    grade: '2',
  });
  const usernames = Array.from({ length: count }, (_, i) => `sv${i}${suffix}`.toLowerCase());
  const roster = await api.call<{ results: { status: string }[] }>(
    'POST',
    '/api/admin/roster/students',
    {
      rows: usernames.map((username, i) => ({
        row: i + 1,
        username,
        password: PASSWORD,
        firstName: `Pupil${i}`,
        lastName: 'Survey',
        dateOfBirth: '2018-03-04',
        grade: '2',
      })),
      orgs: { classes: [classId] },
    },
  );
  expect(roster.results.map((r) => r.status)).toEqual(usernames.map(() => 'created'));
  const administrationId = await api.administration({
    name: `Survey ${suffix}`,
    variants: [await api.variant(SURVEY, {})],
    classes: [classId],
  });
  const summary = () =>
    api.call<{ forms: { form: string; respondents: number; suppressed: boolean }[] }>(
      'GET',
      `/api/admin/reports/${administrationId}/class/${classId}/survey`,
    );
  return { name: `Survey ${suffix}`, classId, administrationId, usernames, summary };
}

/** A child's survey as their game records it: yes to assent, then `answer(i)` to question i. */
async function answerByApi(
  username: string,
  administrationId: string,
  answer: (question: number) => number,
) {
  // The child's own client (its own cookies), as on their own device.
  const request = await playwright.newContext({ baseURL: test.info().project.use.baseURL });
  const signIn = await request.post('/api/auth/sign-in', {
    data: { identifier: username, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const runId = newId();
  const run = await request.post('/api/app/runs', {
    headers,
    data: { id: runId, administrationId, taskId: SURVEY, taskVersion: '1.0.0', seed: runId },
  });
  expect(run.ok(), await run.text()).toBe(true);
  const data = (response: string) => ({
    stimulus: 'question',
    response,
    responseSource: 'touch',
    rt: 1500,
    onset: 1000,
    language: 'en',
  });
  const trials = [
    { id: newId(), trialIndex: 0, stage: 'test', itemId: 'assent', data: data('yes') },
    ...QUESTIONS.map((itemId, i) => ({
      id: newId(),
      trialIndex: i + 1,
      stage: 'test',
      itemId,
      block: itemId.split('-')[0],
      subtask: itemId.split('-')[0],
      data: data(String(answer(i))),
    })),
  ];
  const upload = await request.post(`/api/app/runs/${runId}/trials`, { headers, data: { trials } });
  expect(upload.ok(), await upload.text()).toBe(true);
  const complete = await request.post(`/api/app/runs/${runId}/complete`, { headers, data: {} });
  expect(complete.ok(), await complete.text()).toBe(true);
  await request.dispose();
}

test('a class of five answers the survey, one by touch on a phone; the class sees the counts', async ({
  browser,
  page,
  request,
}) => {
  const { name, classId, administrationId, usernames, summary } = await surveyClass(request, 5);

  await test.step('four answer: the class summary stays hidden', async () => {
    for (const [n, username] of usernames.slice(0, 4).entries()) {
      await answerByApi(username, administrationId, (question) => (question + n) % 4);
    }
    const child = (await summary()).forms.find((f) => f.form === 'child')!;
    expect(child).toMatchObject({ respondents: 4, suppressed: true });
  });

  await test.step('the fifth plays it by touch on a phone, with a reload', async () => {
    const phone = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: test.info().project.use.baseURL,
      locale: 'en-US',
    });
    const pupil = await phone.newPage();
    await signIn(pupil, usernames[4]!, PASSWORD);
    // New pupils of the district also have its Reading Screener.
    await pupil.getByLabel('Select an assignment').selectOption({ label: name });
    await pupil.getByRole('tab', { name: /Thoughts and Feelings survey/ }).tap();
    await pupil.getByRole('button', { name: 'Click to start' }).tap();
    await expect(pupil).toHaveURL(/\/game\/roar-survey$/);
    const { trials, texts } = await playCognitionGame(pupil, {
      input: 'tap',
      reloadAfter: 6,
      administrationId,
      taskId: SURVEY,
    });
    expect(texts.some((t) => t.includes('There are no right or wrong answers'))).toBe(true);
    expect(trials.map((t) => t.itemId)).toEqual([
      'assent',
      'practice-1',
      'practice-2',
      ...QUESTIONS,
    ]);
    await phone.close();
  });

  await test.step('the class score report shows the counts per answer', async () => {
    await signIn(page, 'superadmin@demo.roar.test');
    await page.goto(`/scores/${administrationId}/class/${classId}`);
    const section = page.getByRole('region', { name: 'Thoughts and Feelings survey' });
    await expect(section).toBeVisible({ timeout: 30_000 });
    const table = section.getByRole('table').first();
    const row = table.getByRole('row').filter({ hasText: 'Do you like going to school?' });
    await expect(row).toBeVisible();
    // Four answers spread over the scale by the API children, one by the phone: five in all.
    const counts = (await row.getByRole('cell').allInnerTexts())
      .map((text) => Number.parseInt(text, 10))
      .filter((n) => Number.isFinite(n));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    const child = (await summary()).forms.find((f) => f.form === 'child')!;
    expect(child).toMatchObject({ respondents: 5, suppressed: false });
  });

  await test.step("the survey's row in the CSV and its section in the student's PDF", async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export all (CSV)' }).click(),
    ]);
    const [heading, ...body] = csvRows(await readFile(await download.path(), 'utf8'));
    const row = body.find((cells) => cells[heading!.indexOf('Username')] === usernames[4]);
    expect(row?.[heading!.indexOf('Survey - Status')]).toBe('Completed');
    await page.getByRole('link', { name: "View Pupil4's score report" }).click();
    await expect(page.getByRole('heading', { name: 'Individual Score Report' })).toBeVisible();
    const [pdf] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export to PDF' }).click(),
    ]);
    // The PDF lists the survey as done, with no score; its answers stay on the page.
    const text = await pdfText(await pdf.path());
    expect(text).toContain('Pupil4 completed Survey. This game reports progress only');
    expect(text).not.toContain('Scores over time');
    await expect(page.getByText('Pupil4 has completed the survey.')).toBeVisible();
  });
});

test('Riley has the survey in All Games and answers it by keys alone at /game/core-tasks/survey', async ({
  page,
}) => {
  await signIn(page, 'explorer');
  await page.getByLabel('Select an assignment').selectOption({ label: 'All Games' });
  await expect(page.getByRole('tab', { name: /Thoughts and Feelings survey/ })).toBeVisible();
  await page.goto('/game/core-tasks/survey');
  let answered = 0;
  await playToEnd(page, {
    continueBy: 'key',
    async answer(n) {
      // 1 = yes to the assent question, then the four answers in turn.
      await page.keyboard.press(String(n === 0 ? 1 : (n % 4) + 1));
      answered += 1;
    },
  });
  await expect(page.getByText('Your answers are saved.')).toBeVisible({ timeout: 30_000 });
  expect(answered).toBe(1 + 2 + QUESTIONS.length);
});
