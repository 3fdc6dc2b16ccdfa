import { expect, type Locator, type Page } from '@playwright/test';

/** A short random suffix: names stay unique when the suite reruns on one server. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Picks `option` in a Mantine select labelled `label` (typing `search` first if given). */
export async function chooseOption(
  scope: Page | Locator,
  page: Page,
  label: string,
  option: string,
  search?: string,
): Promise<void> {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search !== undefined) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Signs out with the navigation bar's button and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/signin/);
}

/** The card of an administration on the admin home, found by its title. */
export function administrationCard(page: Page, title: string): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Searches the admin home for `text` and waits for the answer. */
export async function searchAdministrations(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by administration name' }).fill(text);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('You searched for')).toBeVisible();
}
