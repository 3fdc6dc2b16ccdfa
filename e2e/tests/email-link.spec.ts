import { expect, test } from '@playwright/test';

/**
 * Email-link sign-in end to end: the e2e server runs without SMTP, so the mail lands in the
 * developer outbox, where the test reads the link like a person reading their inbox.
 */
test('signs in with a link read from the developer outbox', async ({ page }) => {
  const email = 'admin@demo.roar.test';
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign-in using email link' }).click();
  await page.getByLabel(/Username or email/).fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();

  await expect(page).toHaveURL(/\/auth-email-sent$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto('/dev/outbox');
  const message = page.locator('li.message', { hasText: email }).first();
  await expect(message).toContainText('Your ROAR sign-in link');
  const link = message.locator('a[href*="/auth-email-link?token="]');
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await link.click();

  // Same browser: the address stored at sign-in completes the link without asking again.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'View Administrations' })).toBeVisible();
  await expect(page.getByTestId('nav-bar')).toBeVisible();

  // The stored address is gone once used, and the link works once.
  await page.goto(href!);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
});
