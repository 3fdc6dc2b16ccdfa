import { readFile } from 'node:fs/promises';
import { expect, test } from './axe.ts';
import { uniqueSuffix } from './admin-forms.ts';
import { signIn } from './support.ts';

// Issue 15: a super administrator imports a 2,000-row roster as a background job, sees its
// progress, leaves the page and comes back to it, and downloads the report of refused rows.

const ROWS = 2000;
/** Every 100th row names a grade that does not exist: 20 refused rows. */
const REFUSED = ROWS / 100;

function roster(prefix: string): string {
  const lines = ['username,password,dateOfBirth,grade,firstName,school,class'];
  for (let i = 1; i <= ROWS; i += 1) {
    const grade = i % 100 === 0 ? '42' : '3';
    lines.push(
      `${prefix}${i},Reader2026go,2016-05-04,${grade},Kid${i},Demo Elementary School,Grade 3 - Room 204`,
    );
  }
  return lines.join('\n');
}

test('a 2,000-row import runs as a job that can be left and come back to', async ({ page }) => {
  test.setTimeout(120_000);
  const prefix = `bulk${uniqueSuffix()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}x`;
  await signIn(page, 'superadmin@demo.roar.test');
  await page.goto('/register-students');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'district-roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(roster(prefix)),
  });
  await expect(page.getByText(`${ROWS} rows found. The first ones:`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`${ROWS - REFUSED} of ${ROWS} rows ready`)).toBeVisible();
  await page.getByRole('button', { name: `Register ${ROWS - REFUSED} students` }).click();

  // The job's page: a progress bar and what the import is doing.
  await expect(page).toHaveURL(/\/register-students\?job=[0-9a-f-]{36}$/);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(
    page.getByRole('status').filter({
      hasText: new RegExp(
        `Waiting to start|Checking all ${ROWS} rows|Creating students: \\d+ of ${ROWS - REFUSED}|${ROWS - REFUSED} created`,
      ),
    }),
  ).toBeVisible();
  const jobUrl = page.url();

  // Leave for another page, come back: the import is listed under Recent imports.
  await page.goto('/list-orgs');
  await expect(page.getByRole('tab', { name: 'Classes' })).toBeVisible();
  await page.goto('/register-students');
  const recent = page.getByRole('region', { name: 'Recent imports' });
  await expect(recent.getByText(/district-roster\.csv/)).toBeVisible();
  await recent
    .getByRole('button', { name: /View the import district-roster\.csv/ })
    .first()
    .click();
  await expect(page).toHaveURL(jobUrl);
  await expect(page.getByText(`${ROWS - REFUSED} created, ${REFUSED} failed`)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('result-row-100')).toContainText('The grade must be');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the failed rows as CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines).toHaveLength(REFUSED + 1);
  expect(lines[0]).toBe('username,password,dateOfBirth,grade,firstName,school,class,Problems');
  expect(lines[1]).toContain(`${prefix}100,Reader2026go,2016-05-04,42`);
  expect(lines[1]).toContain('Grade: The grade must be PK, TK, K or a number from 1 to 13.');

  // The super administrator's jobs page lists the import and its password follow-up.
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  await expect(page.getByText('district-roster.csv').first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: /View Student import of district-roster\.csv/ }).first(),
  ).toBeVisible();
  await expect(page.getByText('Password setup for imported students').first()).toBeVisible();
});
