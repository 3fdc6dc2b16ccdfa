import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ROLE_PERMISSIONS, permissionsFor, type AdminUser } from '@roar/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { signInAs } from '../../testing/sessions.ts';
import { ListUsersScreen } from './list-users-screen.tsx';

const maya: AdminUser = {
  id: 'u1',
  username: 'maya',
  email: null,
  name: { first: 'Maya', middle: null, last: 'Johnson' },
  userType: 'student',
  grade: '3',
  dateOfBirth: '2017-04-12',
  demographics: { race: ['Asian'] },
  homeLocale: null,
  timeAccommodation: 'none',
  archived: false,
  memberships: [],
};
const zoe: AdminUser = {
  ...maya,
  id: 'u2',
  username: 'zoe',
  name: { first: '<b>Zoe</b>', middle: null, last: 'W' },
  grade: 'K',
};

/** A teacher: an adult, with no password set by others but a two-step sign-in to reset. */
const ada: AdminUser = {
  ...maya,
  id: 'u3',
  username: null,
  email: 'ada@school.test',
  name: { first: 'Ada', middle: null, last: 'Admin' },
  userType: 'teacher',
  grade: null,
  dateOfBirth: null,
};

const asSchoolAdmin = () =>
  signInAs({
    claims: { role: 'admin', admin: true, minimalAdminOrgs: { schools: ['s1'] } },
    permissions: permissionsFor('admin', ['school']),
  });
const asClassTeacher = () =>
  signInAs({
    claims: { role: 'admin', admin: true, minimalAdminOrgs: { classes: ['c1'] } },
    permissions: ROLE_PERMISSIONS.admin,
  });

function renderList(locale: 'en-US' | 'es-ES' = 'en-US') {
  return renderWithProviders(<ListUsersScreen />, {
    path: '/list-users/:orgType/:orgId/:orgName',
    initialEntry: '/list-users/school/s1/Demo%20Elementary',
    locale,
  });
}

const page = (users: AdminUser[]) => ({
  body: { users, total: users.length, page: 1, pageSize: 25 },
});

describe('ListUsersScreen', () => {
  it('lists the users of the organisation, sorts on the server, shows names as text', async () => {
    const fetchMock = mockFetch(() => page([maya, zoe]));
    const { user } = await renderList();
    expect(
      await screen.findByRole('heading', { name: 'Users of Demo Elementary' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'maya' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Kindergarten' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '<b>Zoe</b>' })).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2 users')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/admin/orgs/school/s1/users?sort=username&order=asc&page=1&pageSize=25',
    );

    await user.click(screen.getByRole('button', { name: 'Sort by Grade' }));
    await waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('sort=grade&order=asc'),
    );
    await user.click(screen.getByRole('button', { name: 'Sort by Grade' }));
    await waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('sort=grade&order=desc'),
    );
    expect(screen.getByRole('columnheader', { name: /Grade/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('edits a user and shows the server’s per-field problems', async () => {
    asSchoolAdmin();
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        if (body.dateOfBirth === '2017-04-13') return { body: { ...maya, name: body.name } };
        return {
          status: 400,
          body: {
            error: { code: 'validation_failed', message: 'x', fields: { grade: 'invalid_grade' } },
          },
        };
      }
      return page([maya]);
    });
    const { user } = await renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Maya Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user information' });
    const first = within(dialog).getByLabelText(/^First name/);
    await user.clear(first);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This is required.')).toBeInTheDocument();
    await user.type(first, 'Mia');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The grade must be PK, TK, K or a number from 1 to 13.'),
    ).toBeInTheDocument();

    const date = within(dialog).getByLabelText(/^Date of birth/);
    await user.clear(date);
    await user.type(date, '2017-04-13');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').at(-1)!;
    expect(String(patch[0])).toBe('/api/admin/users/u1');
    expect(JSON.parse(String(patch[1]!.body))).toMatchObject({
      name: { first: 'Mia', middle: '', last: 'Johnson' },
      grade: '3',
      dateOfBirth: '2017-04-13',
      demographics: { race: ['Asian'] },
    });
  });

  it('chooses a student’s language for letters home; adults have none', async () => {
    asSchoolAdmin();
    const fetchMock = mockFetch((_url, init) => {
      if (init.method === 'PATCH') return { body: { ...maya, homeLocale: 'es-CO' } };
      return page([{ ...maya, homeLocale: 'en-GB' }, ada]);
    });
    const { user } = await renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Maya Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user information' });
    const select = within(dialog).getByRole('combobox', { name: /^Language for letters home/ });
    expect(select).toHaveValue('English (United Kingdom)');
    expect(
      within(dialog).getByText('Letters to the student’s family are written in this language.'),
    ).toBeInTheDocument();
    await user.click(select);
    expect(
      await screen.findByRole('option', { name: 'Same as the reader’s language' }),
    ).toBeVisible();
    await user.click(await screen.findByRole('option', { name: 'Español (Latinoamérica)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patches()[0]![1]!.body))).toMatchObject({ homeLocale: 'es-CO' });

    await user.click(screen.getByRole('button', { name: 'Edit Ada Admin' }));
    const adultDialog = await screen.findByRole('dialog', { name: 'Edit user information' });
    expect(
      within(adultDialog).queryByRole('combobox', { name: /^Language for letters home/ }),
    ).toBeNull();
    await user.click(within(adultDialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(JSON.parse(String(patches()[1]![1]!.body))).not.toHaveProperty('homeLocale');
  });

  it('puts a student’s letter language back to the reader’s language with null', async () => {
    asSchoolAdmin();
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'PATCH' ? { body: maya } : page([{ ...maya, homeLocale: 'es-ES' }]),
    );
    const { user } = await renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Maya Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user information' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Language for letters home/ }));
    await user.click(await screen.findByRole('option', { name: 'Same as the reader’s language' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toMatchObject({ homeLocale: null });
  });

  it('sets a student’s time accommodation in the dialog, and shows none for adults', async () => {
    asSchoolAdmin();
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'PATCH' ? { body: maya } : page([maya, ada]),
    );
    const { user } = await renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Maya Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user information' });
    const select = within(dialog).getByRole('combobox', { name: /^Time accommodation/ });
    expect(select).toHaveValue('Standard time');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Extended time (×1.5)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patches()[0]![1]!.body))).toMatchObject({
      timeAccommodation: 'extended_1_5',
    });

    await user.click(screen.getByRole('button', { name: 'Edit Ada Admin' }));
    const adultDialog = await screen.findByRole('dialog', { name: 'Edit user information' });
    expect(within(adultDialog).queryByRole('combobox', { name: /^Time accommodation/ })).toBeNull();
  });

  it('archives after confirmation', async () => {
    asSchoolAdmin();
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'POST' ? { body: { ...maya, archived: true } } : page([maya]),
    );
    const { user } = await renderList();
    await user.click(await screen.findByRole('button', { name: 'Archive Maya Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this user?' });
    expect(dialog).toHaveTextContent('Maya Johnson will no longer be able to sign in.');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/users/u1/archive'),
      ).toBe(true),
    );
  });

  it('signs a user out everywhere after confirmation', async () => {
    asSchoolAdmin();
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'POST' ? { status: 204 } : page([maya]),
    );
    const { user } = await renderList();
    await user.click(
      await screen.findByRole('button', { name: 'Sign Maya Johnson out everywhere' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign this user out everywhere?' });
    expect(dialog).toHaveTextContent('Maya Johnson will be signed out on every device now');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/users/u1/sign-out'),
      ).toBe(true),
    );
    expect(await screen.findByText('Maya Johnson was signed out everywhere.')).toBeInTheDocument();
  });

  it('can also reset an adult’s two-step sign-in, and offers that for adults only', async () => {
    asSchoolAdmin();
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'POST' ? { status: 204 } : page([maya, ada]),
    );
    const { user } = await renderList();
    await user.click(
      await screen.findByRole('button', { name: 'Sign Maya Johnson out everywhere' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Sign this user out everywhere?' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Sign Ada Admin out everywhere' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign this user out everywhere?' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also reset two-step sign-in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByText(
        'Ada Admin was signed out everywhere, and two-step sign-in was reset.',
      ),
    ).toBeInTheDocument();
    const posted = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url]) => String(url));
    expect(posted).toEqual(['/api/admin/users/u3/second-factor/reset']);
  });

  it('offers a new password on the rows of students only', async () => {
    asSchoolAdmin();
    const archived: AdminUser = { ...zoe, name: { first: 'Zoe', middle: null, last: 'W' } };
    archived.archived = true;
    mockFetch(() => page([maya, ada, archived]));
    await renderList();
    expect(
      await screen.findByRole('button', { name: 'Set a new password for Maya Johnson' }),
    ).toHaveTextContent('Password');
    expect(screen.getByRole('button', { name: 'Sign Ada Admin out everywhere' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set a new password for Ada Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set a new password for Zoe W' })).toBeNull();
  });

  it('sets a pupil’s new password: rules checked as typed, then POSTed, then confirmed', async () => {
    asSchoolAdmin();
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'POST' ? { status: 204 } : page([maya]),
    );
    const { user } = await renderList();
    await user.click(
      await screen.findByRole('button', { name: 'Set a new password for Maya Johnson' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Set a new password for Maya Johnson',
    });
    expect(dialog).toHaveTextContent(
      'They will be signed out everywhere and sign in with the new password.',
    );
    const field = within(dialog).getByLabelText(/^New password/);
    await user.type(field, 'maple');
    expect(within(dialog).getByTestId('password-rules')).toHaveTextContent('At least 8 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(field).toHaveAccessibleDescription('The password needs at least 8 characters.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(field);
    await user.type(field, 'Maple-Harbor-72');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Maya Johnson has a new password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(String(posts[0]![0])).toBe('/api/admin/users/u1/password');
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({ password: 'Maple-Harbor-72' });
  });

  it('shows the server’s refusal of a too common password on the field', async () => {
    asSchoolAdmin();
    mockFetch((_url, init) =>
      init.method === 'POST'
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'This password is one of the most common ones.',
                fields: { password: 'password_too_common' },
              },
            },
          }
        : page([maya]),
    );
    const { user } = await renderList();
    await user.click(
      await screen.findByRole('button', { name: 'Set a new password for Maya Johnson' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Set a new password for Maya Johnson',
    });
    const field = within(dialog).getByLabelText(/^New password/);
    await user.type(field, 'Password1!');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'This password is too common. Choose one that is harder to guess.',
      ),
    );
    // The dialog stays open for another try.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers a class teacher no edit or archive: they only read', async () => {
    asClassTeacher();
    mockFetch(() => page([maya]));
    await renderList();
    expect(await screen.findByRole('cell', { name: 'maya' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Maya Johnson' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive Maya Johnson' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Maya Johnson out everywhere' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Set a new password for Maya Johnson' }),
    ).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('says when the organisation is not one of the caller’s', async () => {
    mockFetch(() => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'No such organisation.' } },
    }));
    await renderList('es-ES');
    expect(
      await screen.findByText('Esta organización no existe o no es una de las tuyas.'),
    ).toBeInTheDocument();
  });

  it('exports the list as a background job: progress, then the file, then Download again', async () => {
    asSchoolAdmin();
    const jobId = '0b7e3a52-2f61-4a5c-9a0e-9f1e3c2d4b11';
    const job = (over: object) => ({
      id: jobId,
      kind: 'export.users_csv',
      state: 'active',
      params: {},
      progressDone: 1,
      progressTotal: 2,
      result: null,
      error: null,
      attempts: 1,
      createdAt: '2026-11-27T08:00:00.000Z',
      startedAt: '2026-11-27T08:00:00.000Z',
      finishedAt: null,
      createdBy: { id: 'a1', name: 'Ada Admin' },
      file: null,
      canRetry: false,
      rowErrors: [],
      rowErrorCount: 0,
      ...over,
    });
    let polls = 0;
    const fetchMock = mockFetch((url, init) => {
      if (url.endsWith('/users/exports')) return { status: 202, body: job({ state: 'queued' }) };
      if (url === `/api/admin/jobs/${jobId}`) {
        polls += 1;
        return {
          body:
            polls === 1
              ? job({})
              : job({
                  state: 'completed',
                  progressDone: 2,
                  file: { name: 'roar-users.csv', size: 10, expiresAt: '2026-12-04T08:00:00.000Z' },
                }),
        };
      }
      if (url === `/api/admin/jobs/${jobId}/file`) return { body: 'csv' };
      expect(init.method ?? 'GET').toBe('GET');
      return page([maya]);
    });
    const { user } = await renderList();
    await screen.findByRole('cell', { name: 'maya' });
    await user.click(screen.getByRole('button', { name: 'Export all to CSV' }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/orgs/school/s1/users/exports');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      sort: 'username',
      order: 'asc',
      includeArchived: false,
    });
    expect(
      await screen.findByText(/Preparing your file… 1 of 2 users|Your file is ready/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Your file is ready.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/admin/jobs/${jobId}/file`)).toBe(
        true,
      ),
    );
    expect(screen.getByRole('button', { name: 'Download again' })).toBeInTheDocument();
  });
});
