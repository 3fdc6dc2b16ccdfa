import { expect, expectAccessible, test } from './axe.ts';

test.describe('sign-in guard', () => {
  test('an unauthenticated visit to / goes to /signin with no query', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { name: 'Welcome to ROAR!' })).toBeVisible();
  });

  test('a protected page goes to /signin with redirect_to', async ({ page }) => {
    await page.goto('/list-orgs');
    await expect(page).toHaveURL(/\/signin\?redirect_to=%2Flist-orgs$/);
  });

  test('the wanted path keeps its own query inside redirect_to', async ({ page }) => {
    await page.goto('/scores/adm1/class/c1?print=true');
    await expect(page).toHaveURL(/\/signin\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/signin');
    expect(url.searchParams.get('redirect_to')).toBe('/scores/adm1/class/c1?print=true');
  });

  test('/maintenance redirects to Home (then to sign-in when signed out)', async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText('Sorry, we could not find that page!')).toBeVisible();
  const home = page
    .getByRole('link', { name: 'Return to Home' })
    .or(page.getByRole('button', { name: 'Return to Home' }));
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('document title is the short name, a colon and the route title', async ({ page }) => {
  await page.goto('/signin');
  await expect(page).toHaveTitle('ROAR: Sign In');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'The Rapid Online Assessment of Reading',
  );
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('ROAR: Page not found');
});

test('switching the language changes the sign-in texts and is remembered', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByText('Log in to access your dashboard')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Language' })
    .selectOption({ label: 'Español (España)' });
  await expect(page.getByRole('heading', { name: '¡Bienvenido a ROAR!' })).toBeVisible();
  await expect(page.getByText('Log in to access your dashboard')).toHaveCount(0);
  await expect(page).toHaveTitle(/^ROAR: Acceder$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await page.reload();
  await expect(page.getByRole('heading', { name: '¡Bienvenido a ROAR!' })).toBeVisible();
});

test('a Latin American Spanish browser gets Latin American Spanish by default', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto('/signin');
  await expect(
    page.getByRole('heading', { name: '¡Le damos la bienvenida a ROAR!' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es-CO');
  await expectAccessible(page, 'the sign-in page in es-CO');
  await context.close();
});

test('the sign-in page loads without CSP violations or console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome to ROAR!' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the sign-in page fits a 360 px phone without horizontal scrolling', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome to ROAR!' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test('a malformed email shows the spec error', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel(/username or email/i).fill('someone@');
  await page.getByLabel(/^password/i).fill('whatever1A');
  await page.getByRole('button', { name: /^(log in|sign in)$/i }).click();
  await expect(page.getByText('Error: invalid email')).toBeVisible();
});

test('the app mounts on #app', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.locator('#app')).not.toBeEmpty();
});
