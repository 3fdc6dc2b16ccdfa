import { expect, test } from './axe.ts';
import { signIn } from './support.ts';

const ADMIN_HOME = 'View Administrations';
/** The demo administration's public name heads a student's home; child1 has none yet. */
const PARTICIPANT_HOME = 'Reading Screener';

const accounts: { login: string; first: string; home: string | null; greeting?: string }[] = [
  { login: 'superadmin@demo.roar.test', first: 'Morgan', home: ADMIN_HOME },
  { login: 'admin@demo.roar.test', first: 'Priya', home: ADMIN_HOME },
  { login: 'teacher@demo.roar.test', first: 'Daniel', home: ADMIN_HOME },
  { login: 'launch@demo.roar.test', first: 'Grace', home: null },
  { login: 'parent@demo.roar.test', first: 'Laura', home: null },
  { login: 'student1', first: 'Maya', home: PARTICIPANT_HOME },
  { login: 'student2', first: 'Ethan', home: PARTICIPANT_HOME },
  { login: 'student3', first: 'Zoe', home: PARTICIPANT_HOME },
  // Her account's language is Spanish (Latin America): the interface switches after sign-in.
  {
    login: 'estudiante1',
    first: 'Valentina',
    home: PARTICIPANT_HOME,
    greeting: '¡Hola, Valentina!',
  },
  { login: 'child1', first: 'Leo', home: 'You have no assignments!' },
];

for (const account of accounts) {
  test(`${account.login} signs in with the password and reaches Home`, async ({ page }) => {
    await signIn(page, account.login);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(account.greeting ?? `Hi, ${account.first}!`)).toBeVisible();
    if (account.home) await expect(page.getByRole('heading', { name: account.home })).toBeVisible();
  });
}

test('a wrong password shows the spec error and stays on sign-in', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Username or email').fill('student1');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('NotThePassword1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username/email or password');
  await expect(page).toHaveURL(/\/signin$/);
});

test('an unknown account gets the very same answer', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Username or email').fill('nobody@nowhere.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('NotThePassword1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username/email or password');
});

test('after sign-in the user lands on redirect_to', async ({ page }) => {
  await page.goto('/list-orgs');
  await expect(page).toHaveURL(/redirect_to=%2Flist-orgs/);
  await signIn(page, 'admin@demo.roar.test');
  await expect(page).toHaveURL(/\/list-orgs$/);
});

test('a redirect_to to another site is not followed', async ({ page }) => {
  await page.goto('/signin?redirect_to=%2F%2Fevil.example%2Fphish');
  await signIn(page, 'student1');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('a teacher opening /create-orgs lands on /unauthorized', async ({ page }) => {
  await signIn(page, 'teacher@demo.roar.test');
  await page.goto('/create-orgs');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('a reload keeps the user signed in', async ({ page }) => {
  await signIn(page, 'student2');
  await page.reload();
  await expect(page.getByText('Hi, Ethan!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('sign-out returns to /signin and the back button does not restore the session', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.roar.test');
  await page.goto('/list-orgs');
  await expect(page).toHaveURL(/\/list-orgs$/);
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/signin/);
  await page.reload();
  await expect(page).toHaveURL(/\/signin/);
  const refresh = await page.request.post('/api/auth/refresh');
  expect(refresh.status()).toBe(401);
});

test("an account's language lasts until sign-out, then the device's language returns", async ({
  page,
}) => {
  await signIn(page, 'estudiante1');
  await expect(page.getByText('¡Hola, Valentina!')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Welcome to ROAR!' })).toBeVisible();
});
