import { expect, test } from './axe.ts';
import { DEMO_PASSWORD, signIn } from './support.ts';
import { chooseOption, signOut, uniqueSuffix } from './admin-forms.ts';

/**
 * Family registration (issue 4, item 3): a super admin creates an invitation code for a school
 * from the menu's 'Register New Family' (ADR 030);
 * a parent opens the invitation link as a guest, registers in two steps with one child, and lands
 * on the parent home, where the child already has the school's open administration and can be
 * launched; the child signs in with their own username.
 */
test('a family registers with an invitation code; the child gets the school’s assessments', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const email = `parent-${suffix}@example.test`;
  const username = `kid-${suffix}`;
  const childPassword = 'KidPass2026';

  await test.step("a super admin makes an invitation with the menu's 'Register New Family'", async () => {
    await signIn(page, 'superadmin@demo.roar.test');
    await page.getByRole('button', { name: 'Users' }).click();
    await page.getByRole('menuitem', { name: 'Register New Family' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Register a new family' })).toBeVisible();
    await chooseOption(page, page, 'School', 'Demo Elementary School');
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await invitations.getByRole('button', { name: 'Create code' }).click();
    await expect(invitations.getByRole('row')).not.toHaveCount(1);
  });
  const code = (
    (await page
      .getByRole('region', { name: 'Invitations' })
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .first()
      .textContent()) ?? ''
  ).trim();
  expect(code).toMatch(/^[a-z0-9]{8}$/);
  await signOut(page);

  await test.step('the parent fills in the first step as a guest', async () => {
    await page.goto(`/register?code=${code}`);
    await expect(page.getByText('Code accepted: School – Demo Elementary School')).toBeVisible();
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill(`Tester${suffix}`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Error: invalid email')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/register\/student/);
  });

  await test.step('adds a child and registers the family', async () => {
    await expect(page.getByRole('heading', { name: 'Add your children' })).toBeVisible();
    if ((await page.getByLabel('Username').count()) === 0) {
      await page.getByRole('button', { name: /Add (a|another) child/ }).click();
    }
    await page.getByLabel('Username').fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(childPassword);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(childPassword);
    await page.getByLabel('Date of birth').fill(`${new Date().getFullYear() - 8}-03-14`);
    await chooseOption(page, page, 'Grade', 'Grade 2');
    await page.getByLabel('First name (optional)').fill('Pablo');
    await page.getByRole('button', { name: 'Register my family' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the parent home lists the child with the school’s administration', async () => {
    await expect(page.getByRole('heading', { name: 'Your children' })).toBeVisible();
    await expect(page.getByText(`Username: ${username}`)).toBeVisible();
    await expect(page.getByText('0/4 tasks completed')).toBeVisible();
    await page.getByRole('link', { name: 'Launch as student: Pablo' }).click();
    await expect(page).toHaveURL(/\/launch\//);
    await expect(page.getByText(/launch mode/i).first()).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(4);
  });

  await test.step('the child signs in with their own username', async () => {
    await page.goto('/');
    await signOut(page);
    await signIn(page, username, childPassword);
    await expect(page.getByRole('heading', { name: 'Reading Screener' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(4);
  });
});
