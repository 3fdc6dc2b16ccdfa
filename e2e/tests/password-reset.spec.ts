import { type Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { latestMailTo, linkIn } from './mailbox.ts';
import { DEMO_PASSWORD, signIn } from './support.ts';

const EMAIL = 'launch@demo.roar.test';
const NEW_PASSWORD = 'Fresh2026Start';

/** "Having trouble?" on the sign-in page, then the link from the mail, then a new password. */
async function resetPassword(page: Page, email: string, password: string): Promise<void> {
  const since = Date.now();
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Having trouble?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText(/we sent it a link to reset the password/)).toBeVisible();

  const mail = await latestMailTo(email, since);
  await page.goto(linkIn(mail, '/reset-password'));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
}

test('a password reset mailed through SMTP sets a new password; the old one stops working', async ({
  page,
}) => {
  await resetPassword(page, EMAIL, NEW_PASSWORD);

  await page.goto('/signin');
  await page.getByLabel('Username or email').fill(EMAIL);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username/email or password');

  await signIn(page, EMAIL, NEW_PASSWORD);
  await expect(page.getByText('Hi, Grace!')).toBeVisible();

  // Leave the demo account as the README describes it.
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await resetPassword(page, EMAIL, DEMO_PASSWORD);
});

test('the reset page checks the password rules as the user types', async ({ page }) => {
  await page.goto('/reset-password?token=made-up-token-that-is-long');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  const missing = page.getByTestId('password-rules').locator('li[data-met="false"]');
  await expect(missing).toHaveCount(3);
  await expect(missing.filter({ hasText: 'At least 8 characters' })).toBeVisible();
  await expect(missing.filter({ hasText: 'An uppercase letter' })).toBeVisible();
  await expect(missing.filter({ hasText: 'A number' })).toBeVisible();
  // A made-up token is refused by the server when submitted.
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh2026Start');
  await page
    .getByRole('textbox', { name: 'Confirm new password', exact: true })
    .fill('Fresh2026Start');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
});
