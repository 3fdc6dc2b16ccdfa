import { expect, test } from './axe.ts';
import { latestMailTo, linkIn } from './mailbox.ts';

/**
 * Email-link sign-in end to end: the e2e server sends its mail over SMTP to a loopback sink
 * (e2e/serve.ts); the test reads the link from the received message like a person reading
 * their inbox.
 */
test('signs in with a link received through SMTP', async ({ page }) => {
  const email = 'admin@demo.roar.test';
  const since = Date.now();
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign-in using email link' }).click();
  await page.getByLabel(/Username or email/).fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();

  await expect(page).toHaveURL(/\/auth-email-sent$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await latestMailTo(email, since);
  expect(mail).toContain('Subject: Your ROAR sign-in link');
  const href = linkIn(mail, '/auth-email-link');
  await page.goto(href);

  // Same browser: the address stored at sign-in completes the link without asking again.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'View Administrations' })).toBeVisible();
  await expect(page.getByTestId('nav-bar')).toBeVisible();

  // The stored address is gone once used, and the link works once.
  await page.goto(href);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
});
