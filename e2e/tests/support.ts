import { expect, type Page } from '@playwright/test';

/** Password of every demo account (README). */
export const DEMO_PASSWORD = 'RoarDemo2026';

/** Signs in on /signin with a username or email and waits until the app has left the form. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/signin')) await page.goto('/signin');
  await page.getByLabel('Username or email').fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}
