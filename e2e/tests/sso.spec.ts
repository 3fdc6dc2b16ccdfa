import { type Page } from '@playwright/test';
import { expect, test } from './axe.ts';

/**
 * Provider sign-ins through the built-in development identity provider (ADR 008): the button on
 * /signin, the provider's login and consent pages, back through /sso to the right home page.
 */
const PASSWORD = 'RoarDemo2026';

async function signInWith(page: Page, provider: string, login: string, startAt = '/signin') {
  await page.goto(startAt);
  await page.getByRole('button', { name: `Log in with ${provider}` }).click();
  // The development provider's own pages.
  await expect(page).toHaveURL(/\/dev-idp\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('single sign-on with the built-in provider', () => {
  test('Google: an administrator lands on the administrator home', async ({ page }) => {
    await signInWith(page, 'Google', 'admin@demo.roar.test');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'View Administrations' })).toBeVisible();
  });

  test('Clever: a student lands on the participant home', async ({ page }) => {
    await signInWith(page, 'Clever', 'student1');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Reading Screener' })).toBeVisible();
  });

  test('ClassLink: redirect_to is carried from /signin through /sso', async ({ page }) => {
    await signInWith(page, 'ClassLink', 'teacher@demo.roar.test', '/signin?redirect_to=%2Fprofile');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('an account the provider knows but we cannot match is explained', async ({ page }) => {
    await signInWith(page, 'Clever', 'child1');
    await expect(page).toHaveURL(/\/sso\?error=not_provisioned/);
    await expect(page.getByRole('heading', { name: 'Unable to complete sign-in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });
});
