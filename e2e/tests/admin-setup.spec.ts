import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import {
  administrationCard,
  chooseOption,
  searchAdministrations,
  signOut,
  uniqueSuffix,
} from './admin-forms.ts';
import { latestMailTo, linkIn } from './mailbox.ts';
import { signIn } from './support.ts';

// A step that cannot find its control fails at once, not at the end of the long test.
test.use({ actionTimeout: 15_000 });

const STUDENT_PASSWORD = 'Reader2026go';
const ADMIN_PASSWORD = 'Setup2026Admin';

/** A fresh browser context (its own cookies): another person on another computer. */
async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Creates one organisation on /create-orgs; the type is chosen first, then the fields. */
async function createOrg(
  page: Page,
  type: 'District' | 'School' | 'Class',
  name: string,
  parents: { district?: string; school?: string; grade?: string } = {},
): Promise<void> {
  await chooseOption(page, page, 'Organization type', type);
  if (parents.district) {
    await chooseOption(page, page, 'District', parents.district, parents.district);
  }
  if (parents.school) await chooseOption(page, page, 'School', parents.school, parents.school);
  await page.getByRole('textbox', { name: `${type} name`, exact: true }).fill(name);
  await page
    .getByRole('textbox', { name: `${type} abbreviation`, exact: true })
    .fill(name.slice(0, 12));
  if (parents.grade) await chooseOption(page, page, 'Grade', parents.grade);
  await page.getByRole('button', { name: `Create ${type}` }).click();
  await expect(page.getByText(`${name} was created.`)).toBeVisible();
}

test('a super admin sets up a district, rosters a class, assigns tasks and hands over to a new administrator', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = uniqueSuffix();
  const district = `E2E District ${id}`;
  const school = `E2E School ${id}`;
  const klass = `E2E Class ${id}`;
  const students = [`e2e-${id}-ana`, `e2e-${id}-ben`];
  const badStudent = `e2e-${id}-cal`;
  const name = `E2E Screener ${id}`;
  const publicName = `Reading Check ${id}`;
  const newPublicName = `Autumn Reading ${id}`;
  const adminEmail = `admin-${id}@district.roar.test`;
  let administrationId = '';

  await test.step('(a) district, school and grade 3 class on /create-orgs', async () => {
    await signIn(page, 'superadmin@demo.roar.test');
    await page.goto('/create-orgs');
    await expect(page.getByRole('heading', { name: 'Create a new organization' })).toBeVisible();
    await createOrg(page, 'District', district);
    await createOrg(page, 'School', school, { district });
    await createOrg(page, 'Class', klass, { district, school, grade: 'Grade 3' });
  });

  await test.step('(b) a CSV roster: two students created, the bad row reported', async () => {
    await page.goto('/register-students');
    const header = 'username,password,dateOfBirth,grade,firstName,lastName,district,school,class';
    const row = (user: string, grade: string, first: string) =>
      [user, STUDENT_PASSWORD, '2017-05-04', grade, first, 'Tester', district, school, klass].join(
        ',',
      );
    const csv = [
      header,
      row(students[0]!, '3', 'Ana'),
      row(students[1]!, '3', 'Ben'),
      row(badStudent, 'Z9', 'Cal'),
    ].join('\n');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'students.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(page.getByText('3 rows found. The first ones:')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    // Step 2: the columns were recognised from the header names.
    await expect(page.getByRole('combobox', { name: 'Column for Class' })).toHaveValue('class');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('2 of 3 rows ready')).toBeVisible();
    const bad = page.getByTestId('preview-row-3');
    await expect(bad).toContainText(badStudent);
    await expect(bad).toContainText('Not ready');
    await expect(bad).toContainText('Grade: The grade must be PK, TK, K or a number from 1 to 13.');
    await expect(page.getByTestId('preview-row-1')).toContainText('Ready');
    await expect(page.getByTestId('preview-row-2')).toContainText('Ready');

    await page.getByRole('button', { name: 'Register 2 students' }).click();
    // The file is imported by a background job; its page shows the outcome (issue 15).
    await expect(page.getByText('2 created, 1 failed')).toBeVisible();
    await expect(page.getByTestId('result-row-3')).toContainText('The grade must be');
    await expect(page.getByTestId('result-row-1')).toHaveCount(0);

    // The class holds exactly the two good students.
    await page.goto('/list-orgs');
    await page.getByRole('tab', { name: 'Classes' }).click();
    await page.getByRole('textbox', { name: 'Search by name or abbreviation' }).fill(klass);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: new RegExp(`^\\d+ users? of ${klass}$`) }).click();
    await expect(page.getByRole('heading', { name: `Users of ${klass}` })).toBeVisible();
    await expect(page.getByText('1–2 of 2 users')).toBeVisible();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(students[0]!);
    await expect(rows.nth(1)).toContainText(students[1]!);
    await expect(page.getByText(badStudent)).toHaveCount(0);
  });

  await test.step('(c) an administration for the class with Word and Letter', async () => {
    await page.goto('/administration/create');
    await expect(page.getByRole('heading', { name: 'Create an administration' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Administration name', exact: true }).fill(name);
    await page
      .getByRole('textbox', { name: 'Public administration name', exact: true })
      .fill(publicName);

    // The first preset is the current season, from today.
    await page.getByRole('button', { name: 'Start and end dates' }).click();
    await page
      .getByRole('button', { name: /^(Spring|Summer|Fall|Winter) \d{4}/ })
      .first()
      .click();
    await page.keyboard.press('Escape');

    const orgs = page.getByRole('group', { name: 'Organizations' });
    await orgs.getByRole('tab', { name: 'Classes' }).click();
    await orgs.getByRole('searchbox', { name: 'Search by name', exact: true }).fill(klass);
    await orgs.getByRole('checkbox', { name: klass }).check();
    await expect(orgs.getByRole('button', { name: `Remove ${klass}` })).toBeVisible();

    const picker = page.getByRole('group', { name: 'Assessments' });
    const search = picker.getByRole('searchbox', {
      name: 'Search by variant name, variant ID or task ID',
    });
    for (const taskId of ['swr', 'letter']) {
      await search.fill(taskId);
      await picker
        .getByRole('listitem')
        .filter({ has: page.getByText(new RegExp(`^${taskId} · `)) })
        .getByRole('button', { name: 'Add' })
        .click();
    }
    const chosen = picker.getByRole('list', { name: 'Selected assessments, in order' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);

    // Letter becomes optional from grade 7.
    await picker
      .getByRole('button', { name: 'Edit the conditions of ROAR - Letter: default' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Conditions for ROAR - Letter: default' });
    await dialog.getByRole('button', { name: 'Add optional condition' }).click();
    await chooseOption(dialog, page, 'Condition 1: Operator', 'Greater than or equal (>=)');
    await chooseOption(dialog, page, 'Condition 1: Value', 'Grade 7');
    await dialog.getByRole('button', { name: 'Save conditions' }).click();
    await expect(dialog).toBeHidden();
    await expect(chosen.getByRole('listitem').filter({ hasText: 'ROAR - Letter' })).toContainText(
      'Optional for some',
    );

    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('checkbox', { name: 'No consent or assent needed' }).check();
    await page.getByRole('button', { name: 'Create administration' }).click();
    await expect(page.getByText('Administration created')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await searchAdministrations(page, id);
    const card = administrationCard(page, name);
    // The task names in order (public names per the contract; today the internal ones arrive).
    await expect(card).toContainText(/Assessments: [^,]*Word[^,]*, [^,]*Letter/);
    const href = await card.getByRole('link', { name: `Edit ${name}` }).getAttribute('href');
    administrationId = href!.split('/').pop()!;
    expect(administrationId).not.toBe('');
  });

  await test.step('(d) a new grade 3 student sees both tasks, required', async () => {
    await signOut(page);
    await signIn(page, students[0]!, STUDENT_PASSWORD);
    await expect(page.getByRole('heading', { name: publicName, level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Tasks' }).getByRole('tab');
    await expect(tabs).toHaveCount(2);
    await expect(tabs.nth(0)).toContainText('ROAR - Word');
    await expect(tabs.nth(1)).toContainText('ROAR - Letter');
    await expect(page.getByRole('switch', { name: 'Show optional assignments' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Click to start' })).toBeVisible();
    await expect(page.getByText('0 of 2 required tasks completed')).toBeAttached();
    await signOut(page);
  });

  await test.step('(e) duplicate, then edit the public name', async () => {
    await signIn(page, 'superadmin@demo.roar.test');
    await searchAdministrations(page, id);
    await administrationCard(page, name)
      .getByRole('link', { name: `Duplicate ${name}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Duplicate an Administration' })).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: 'Administration name', exact: true }),
    ).toHaveValue(`${name} - Copy`);
    await expect(
      page.getByRole('textbox', { name: 'Public administration name', exact: true }),
    ).toHaveValue(`${publicName} - Copy`);
    await page.getByRole('button', { name: 'Create administration' }).click();
    await expect(page.getByText('Administration created')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/administration/edit/${administrationId}`);
    await expect(page.getByRole('heading', { name: 'Edit an Administration' })).toBeVisible();
    const publicField = page.getByRole('textbox', {
      name: 'Public administration name',
      exact: true,
    });
    await expect(publicField).toHaveValue(publicName);
    await publicField.fill(newPublicName);
    await page.getByRole('button', { name: 'Update administration' }).click();
    await expect(page.getByText('Administration updated')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // A super admin sees the internal names: the original and its copy.
    await searchAdministrations(page, id);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(administrationCard(page, name)).toBeVisible();
    await expect(administrationCard(page, `${name} - Copy`)).toBeVisible();
  });

  await test.step('(f) a new administrator of the district sets a password by mail', async () => {
    const since = Date.now();
    await page.goto('/create-administrator');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Dana');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Setup');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(adminEmail);
    await chooseOption(page, page, 'Districts', district, district);
    await page.getByRole('button', { name: 'Create Administrator' }).click();
    await expect(page.getByText('Administrator account created')).toBeVisible();

    const mail = await latestMailTo(adminEmail, since);
    const admin = await newPerson(browser);
    await admin.goto(linkIn(mail, '/reset-password'));
    await admin.getByRole('textbox', { name: 'New password', exact: true }).fill(ADMIN_PASSWORD);
    await admin
      .getByRole('textbox', { name: 'Confirm new password', exact: true })
      .fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Set new password' }).click();
    await expect(admin.getByText('Password changed')).toBeVisible();

    await signIn(admin, adminEmail, ADMIN_PASSWORD);
    await expect(admin.getByRole('heading', { name: 'View Administrations' })).toBeVisible();
    // Administrators other than the super admin see the names participants see.
    await expect(administrationCard(admin, newPublicName)).toBeVisible();
    await expect(administrationCard(admin, `${publicName} - Copy`)).toBeVisible();
    await expect(admin.getByRole('article')).toHaveCount(2);
    await admin.context().close();
  });

  await test.step('(g) the teacher of another class neither lists nor opens it', async () => {
    const teacher = await newPerson(browser);
    await signIn(teacher, 'teacher@demo.roar.test');
    await expect(teacher.getByRole('heading', { name: 'View Administrations' })).toBeVisible();
    await expect(administrationCard(teacher, 'Reading Screener')).toBeVisible();
    await expect(teacher.getByText(id)).toHaveCount(0);
    await searchAdministrations(teacher, id);
    await expect(teacher.getByText('No administrations match your search.')).toBeVisible();
    await expect(teacher.getByRole('article')).toHaveCount(0);

    // A teacher may not edit administrations at all: the app answers with its unauthorized page.
    await teacher.goto(`/administration/edit/${administrationId}`);
    await expect(teacher).toHaveURL(/\/unauthorized$/);
    await expect(teacher.getByText('You do not have access to this page')).toBeVisible();
    await expect(teacher.getByText(id)).toHaveCount(0);
    await expect(teacher.locator(`input[value*="${id}"]`)).toHaveCount(0);
    await teacher.context().close();
  });
});
