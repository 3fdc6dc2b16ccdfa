import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ROLE_PERMISSIONS,
  type FamilyChildren,
  type LaunchStudent,
  type LaunchStudents,
} from '@roar/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { signInAs } from '../../testing/sessions.ts';
import { ParentHome } from './parent-home.tsx';

const children: FamilyChildren = {
  familyId: 'fam-1',
  children: [
    {
      id: 'kid-1',
      displayName: 'Leo Bennett',
      username: 'child1',
      grade: '1',
      homeLocale: null,
      assignments: [
        {
          administrationId: 'adm-1',
          publicName: 'Spring reading',
          dateClosed: null,
          requiredTotal: 3,
          requiredCompleted: 1,
          anyCompleted: true,
          familyReport: true,
        },
        {
          administrationId: 'adm-2',
          publicName: 'Math check',
          dateClosed: null,
          requiredTotal: 2,
          requiredCompleted: 0,
          anyCompleted: false,
          familyReport: true,
        },
        {
          // The child's school's administration: it does not reach the family, so no links.
          administrationId: 'adm-school',
          publicName: 'School screener',
          dateClosed: null,
          requiredTotal: 1,
          requiredCompleted: 1,
          anyCompleted: true,
          familyReport: false,
        },
      ],
    },
  ],
};

const asLauncher = (families: string[]) =>
  signInAs({
    claims: {
      role: 'launch_admin',
      minimalAdminOrgs: families.length ? { families } : { districts: ['d1'] },
    },
    permissions: ROLE_PERMISSIONS.launch_admin,
  });

describe('ParentHome', () => {
  it('shows a parent their children with progress, launch, scores and add-a-child', async () => {
    asLauncher(['fam-1']);
    mockFetch(() => ({ body: children }));
    await renderWithProviders(<ParentHome />);
    expect(await screen.findByRole('heading', { name: 'Your children' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Leo Bennett' });
    expect(within(card).getByText('1/3 tasks completed')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: 'Spring reading: 1/3 tasks completed' }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Launch as student: Leo Bennett' }),
    ).toHaveAttribute('href', '/launch/kid-1');
    const scores = within(card).getAllByRole('link', { name: /View scores/ });
    expect(scores.map((link) => link.getAttribute('href'))).toEqual([
      '/scores/adm-1/family/fam-1/user/kid-1',
    ]);
    expect(within(card).getAllByRole('link', { name: /Letter/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add a child' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a child' })).not.toBeInTheDocument();
  });

  it('adds a child in a dialog and refreshes the children', async () => {
    asLauncher(['fam-1']);
    let list: FamilyChildren = { familyId: 'fam-1', children: [] };
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'POST') {
        list = {
          familyId: 'fam-1',
          children: [
            {
              id: 'kid-2',
              displayName: 'Sam',
              username: 'sam.b',
              grade: 'K',
              homeLocale: null,
              assignments: [],
            },
          ],
        };
        return { body: { childIds: ['kid-2'] } };
      }
      return { body: list };
    });
    const { user } = await renderWithProviders(<ParentHome />);
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a child' });
    await user.click(within(dialog).getByRole('button', { name: 'Save children' }));
    expect(within(dialog).getByText('Please choose a grade.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Username/), 'sam.b');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Kid12345');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Kid12345');
    await user.type(within(dialog).getByLabelText(/^Date of birth/), '2020-05-01');
    await user.click(within(dialog).getByRole('combobox', { name: /^Grade/ }));
    await user.click(await screen.findByRole('option', { name: 'Kindergarten' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save children' }));

    expect(await screen.findByRole('article', { name: 'Sam' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/family/children');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      students: [
        { username: 'sam.b', password: 'Kid12345', dateOfBirth: '2020-05-01', grade: 'K' },
      ],
    });
  });

  it('shows a taken username in the dialog and keeps it open', async () => {
    asLauncher(['fam-1']);
    mockFetch((_url, init) =>
      init.method === 'POST'
        ? {
            status: 409,
            body: {
              error: {
                code: 'username_taken',
                message: 'taken',
                fields: { 'students.0.username': 'username_taken' },
              },
            },
          }
        : { body: children },
    );
    const { user } = await renderWithProviders(<ParentHome />);
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a child' });
    await user.type(within(dialog).getByLabelText(/^Username/), 'child1');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Kid12345');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Kid12345');
    await user.type(within(dialog).getByLabelText(/^Date of birth/), '2020-05-01');
    await user.click(within(dialog).getByRole('combobox', { name: /^Grade/ }));
    await user.click(await screen.findByRole('option', { name: 'Grade 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save children' }));
    expect(await within(dialog).findByText('This username is already in use.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sets a new password for a child, showing the server’s refusal on the field', async () => {
    asLauncher(['fam-1']);
    const fetchMock = mockFetch((_url, init) => {
      if (init.method !== 'POST') return { body: children };
      const { password } = JSON.parse(String(init.body));
      return password === 'Password1!'
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
        : { status: 204 };
    });
    const { user } = await renderWithProviders(<ParentHome />);
    const card = await screen.findByRole('article', { name: 'Leo Bennett' });
    await user.click(
      within(card).getByRole('button', { name: 'Set a new password for Leo Bennett' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Set a new password for Leo Bennett',
    });
    expect(dialog).toHaveTextContent(
      'Leo Bennett will be signed out everywhere and sign in with the new password.',
    );
    const field = within(dialog).getByLabelText(/^New password/);
    await user.type(field, 'Password1!');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'This password is too common. Choose one that is harder to guess.',
      ),
    );

    await user.clear(field);
    await user.type(field, 'Copper-Kettle-64');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Leo Bennett has a new password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => url)).toEqual([
      '/api/admin/family/children/kid-1/password',
      '/api/admin/family/children/kid-1/password',
    ]);
    expect(JSON.parse(String(posts[1]![1]!.body))).toEqual({ password: 'Copper-Kettle-64' });
  });

  it('shows the language of letters home and lets the parent change it with the keyboard', async () => {
    asLauncher(['fam-1']);
    let list = children;
    const fetchMock = mockFetch((_url, init) => {
      if (init.method === 'PATCH') {
        const { homeLocale } = JSON.parse(String(init.body));
        list = { ...children, children: [{ ...children.children[0]!, homeLocale }] };
        return { status: 204 };
      }
      return { body: list };
    });
    const { user } = await renderWithProviders(<ParentHome />);
    const card = await screen.findByRole('article', { name: 'Leo Bennett' });
    expect(within(card).getByText('Letters home: in the reader’s language')).toBeInTheDocument();

    const open = within(card).getByRole('button', {
      name: 'Change letter language for Leo Bennett',
    });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Letters home about Leo Bennett' });
    const select = within(dialog).getByRole('combobox', { name: 'Language for letters home' });
    expect(select).toHaveAccessibleDescription(
      'Letters to the family about Leo Bennett are written in this language.',
    );
    expect(select).toHaveDisplayValue('Same as the reader’s language');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Same as the reader’s language',
      'English (United States)',
      'English (United Kingdom)',
      'Español (España)',
      'Español (Latinoamérica)',
    ]);
    await user.selectOptions(select, 'Español (Latinoamérica)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Letters about Leo Bennett will be written in the language you chose.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The children are read again: the card shows the choice, in its own language.
    const name = await within(card).findByText('Español (Latinoamérica)');
    expect(name).toHaveAttribute('lang', 'es-CO');
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches.map(([url]) => url)).toEqual(['/api/admin/family/children/kid-1']);
    expect(JSON.parse(String(patches[0]![1]!.body))).toEqual({ homeLocale: 'es-CO' });

    // Back to the reader's language: null.
    await user.click(
      within(card).getByRole('button', { name: 'Change letter language for Leo Bennett' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Letters home about Leo Bennett' });
    const select2 = within(again).getByRole('combobox', { name: 'Language for letters home' });
    expect(select2).toHaveDisplayValue('Español (Latinoamérica)');
    await user.selectOptions(select2, 'Same as the reader’s language');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2),
    );
    const last = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').at(-1)!;
    expect(JSON.parse(String(last[1]!.body))).toEqual({ homeLocale: null });
    expect(
      await within(card).findByText('Letters home: in the reader’s language'),
    ).toBeInTheDocument();
  });

  it('says when the language of letters home could not be saved, keeping the dialog open', async () => {
    asLauncher(['fam-1']);
    mockFetch((_url, init) =>
      init.method === 'PATCH'
        ? { status: 404, body: { error: { code: 'not_found', message: 'No such child.' } } }
        : { body: children },
    );
    const { user } = await renderWithProviders(<ParentHome />, { locale: 'es-CO' });
    const card = await screen.findByRole('article', { name: 'Leo Bennett' });
    await user.click(
      within(card).getByRole('button', {
        name: 'Cambiar el idioma de las cartas sobre Leo Bennett',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cartas a la familia sobre Leo Bennett',
    });
    const select = within(dialog).getByRole('combobox', {
      name: 'Idioma de las cartas a la familia',
    });
    expect(select).toHaveDisplayValue('El mismo idioma de quien lee');
    await user.selectOptions(select, 'English (United Kingdom)');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('No se pudo guardar el idioma. Inténtelo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('invites a parent without children to add one', async () => {
    asLauncher(['fam-1']);
    mockFetch(() => ({ body: { familyId: 'fam-1', children: [] } }));
    await renderWithProviders(<ParentHome />);
    expect(await screen.findByText('Add your first child to get started.')).toBeInTheDocument();
  });

  it('lets a district launch administrator search students, launch one or open scores', async () => {
    asLauncher([]);
    const ethan: LaunchStudent = {
      id: 's2',
      displayName: 'Ethan Park',
      username: 'student2',
      grade: '7',
      reports: [{ administrationId: 'adm-1', publicName: 'Fall', orgType: 'class', orgId: 'c7' }],
    };
    const page = (search: string | null): LaunchStudents => ({
      students: search
        ? [ethan]
        : [
            {
              id: 's1',
              displayName: 'Maya Johnson',
              username: 'student1',
              grade: '3',
              reports: [
                { administrationId: 'adm-1', publicName: 'Fall', orgType: 'class', orgId: 'c3' },
                { administrationId: 'adm-0', publicName: 'Spring', orgType: 'school', orgId: 'e1' },
              ],
            },
            ethan,
          ],
      total: search ? 1 : 2,
      page: 1,
      pageSize: 20,
    });
    const fetchMock = mockFetch((url) => ({
      body: page(new URL(url, 'http://x').searchParams.get('search')),
    }));
    const { user } = await renderWithProviders(<ParentHome />);
    expect(await screen.findByRole('heading', { name: 'Students' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Launch as student: Maya Johnson' }),
    ).toHaveAttribute('href', '/launch/s1');
    // One link per administration with scores, named after it when there are several.
    expect(screen.getByRole('link', { name: 'View scores: Fall, Maya Johnson' })).toHaveAttribute(
      'href',
      '/scores/adm-1/class/c3/user/s1',
    );
    expect(
      screen.getByRole('link', { name: 'View scores: Spring, Maya Johnson' }),
    ).toHaveTextContent('View scores: Spring');
    expect(screen.getByRole('link', { name: 'View scores: Fall, Ethan Park' })).toHaveTextContent(
      /^View scores$/,
    );
    await user.type(screen.getByLabelText('Search by name or username'), 'park');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Maya Johnson')).not.toBeInTheDocument());
    expect(screen.getByText('1 student')).toBeInTheDocument();
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/admin/launch/students?search=park&page=1');
  });
});
