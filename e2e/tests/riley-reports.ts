import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { csvRows } from './csv.ts';
import { pdfText } from './pdf-text.ts';
import { signIn } from './support.ts';

/** The demo student who has every game in All Games (`explorer`, shown as Riley). */
export const RILEY = { username: 'explorer', first: 'Riley' };

/**
 * Riley's CSV cells for `columns` from the score report at `path` (read by a super
 * administrator), and the text of Riley's student report PDF.
 */
export async function rileysReports(page: Page, path: string, columns: string[]) {
  await page.context().clearCookies();
  await signIn(page, 'superadmin@demo.roar.test');
  await page.goto(path);
  const table = page.getByRole('table', { name: 'Score report' });
  await expect(table.getByRole('row').filter({ hasText: RILEY.first })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Export all (CSV)' }).click(),
  ]);
  const [heading, ...body] = csvRows(await readFile(await download.path(), 'utf8'));
  const row = body.find((cells) => cells[heading!.indexOf('Username')] === RILEY.username)!;
  expect(row).toBeDefined();
  const cells = columns.map((column) => {
    expect(heading).toContain(column);
    return row[heading!.indexOf(column)];
  });
  await page.getByRole('link', { name: `View ${RILEY.first}'s score report` }).click();
  await expect(page.getByRole('heading', { name: 'Individual Score Report' })).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Export to PDF' }).click(),
  ]);
  return { cells, pdf: await pdfText(await pdf.path()) };
}
