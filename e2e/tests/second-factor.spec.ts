import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { adminApi } from './admin-api.ts';
import { signOut, uniqueSuffix } from './admin-forms.ts';
import { authenticatorCode } from './authenticator-app.ts';
import { DEMO_PASSWORD, signIn } from './support.ts';

/**
 * Issue 14 (ASVS V6.3.3, V6.2.2, V7.4.4; ADR 031): a parent turns two-step sign-in on in their
 * profile with an authenticator app, then every sign-in asks for a code (a wrong one is refused),
 * or a recovery code once; the parent sets a new password for their child, who signs in with it;
 * a child leaves a game page through its door and signs out there. The family is registered for
 * this test alone, so no other test's account changes.
 */
async function registerFamily(request: APIRequestContext, suffix: string) {
  const api = await adminApi(request);
  const schoolId = await api.orgId('school', 'Demo Elementary School');
  const { code } = await api.call<{ code: string }>(
    'POST',
    `/api/admin/orgs/${schoolId}/activation-codes`,
    {},
  );
  const terms = await request.get('/api/auth/register/terms?locale=en-US');
  const { documentId, version } = (await terms.json()) as { documentId: string; version: string };
  const email = `two-step-${suffix}@example.test`;
  const child = `kid-2fa-${suffix}`;
  const registered = await request.post('/api/auth/register/family', {
    data: {
      email,
      password: DEMO_PASSWORD,
      parent: { firstName: 'Ines', lastName: `Tester${suffix}`, canContact: false },
      students: [
        {
          username: child,
          password: 'KidPass2026',
          dateOfBirth: '2018-04-02',
          grade: '2',
          firstName: 'Leo',
          lastName: `Tester${suffix}`,
          activationCode: code,
        },
      ],
      consent: { documentId, version },
      isTestData: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { email, child };
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/signin');
  await page.getByLabel('Username or email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth-second-factor/);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test('two-step sign-in for a parent, a new password for the child, and the way out of a game', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const { email, child } = await registerFamily(request, suffix);
  let key = '';
  let recovery = '';

  await test.step('the parent turns two-step sign-in on in the profile', async () => {
    await signIn(page, email);
    await page.goto('/profile/password');
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    key = ((await page.getByTestId('authenticator-key').textContent()) ?? '').trim();
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    await page.getByRole('textbox', { name: 'Code' }).fill(authenticatorCode(key));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recovery = ((await codes.first().textContent()) ?? '').trim();
    const done = page.getByRole('button', { name: 'Continue' });
    await expect(done).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
    await done.click();
    await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
    await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();
    await signOut(page);
  });

  await test.step('the next sign-in asks for a code: a wrong one is refused, the right one lets in', async () => {
    await passwordStep(page, email);
    const field = page.getByRole('textbox', { name: 'Code' });
    await expect(field).toBeFocused();
    await field.fill(authenticatorCode(key) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('That code is not right. Check the time on your phone and try again.'),
    ).toBeVisible();
    // The code that turned the app on was used; the app's next one is good (one step of drift).
    await field.fill(authenticatorCode(key, 1));
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/auth-second-factor|\/signin/);
    await signOut(page);
  });

  await test.step('a recovery code lets the parent in once', async () => {
    await passwordStep(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).not.toHaveURL(/\/auth-second-factor|\/signin/);
  });

  await test.step('the parent sets a new password for their child', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Set a new password for Leo/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Set a new password for Leo/ });
    await dialog.getByLabel(/^New password/).fill(`Comet-Harbor-${suffix}-7`);
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText(/^Leo .* has a new password\.$/)).toBeVisible();
    await signOut(page);
  });

  await test.step('the child signs in with it, and leaves a game page by its door', async () => {
    await signIn(page, child, `Comet-Harbor-${suffix}-7`);
    await page.goto('/game/vocab');
    await page.getByRole('button', { name: 'Leave the game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave the game?' });
    await expect(dialog.getByRole('button', { name: 'Keep playing' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/signin/);
  });
});
