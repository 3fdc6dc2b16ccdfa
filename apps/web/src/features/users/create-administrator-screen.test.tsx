import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { CreateAdministratorScreen } from './create-administrator-screen.tsx';

const schools = {
  items: [
    {
      id: 's1',
      type: 'school',
      name: 'Demo Elementary School',
      abbreviation: 'DES',
      parentId: 'd1',
      districtId: 'd1',
      schoolId: null,
      grade: null,
      ncesId: null,
      address: null,
      tags: [],
      isTest: false,
      archived: false,
      userCount: 3,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 100,
};
const empty = { items: [], total: 0, page: 1, pageSize: 100 };

function server(onCreate: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/admin/orgs?')) {
      return {
        body: new URL(url, 'http://x').searchParams.get('type') === 'school' ? schools : empty,
      };
    }
    return onCreate(JSON.parse(String(init.body)));
  });
}

async function fillIn(user: Awaited<ReturnType<typeof renderWithProviders>>['user']) {
  await user.type(await screen.findByLabelText(/^First name/), 'Ana');
  await user.type(screen.getByLabelText(/^Last name/), 'Lopez');
  await user.type(screen.getByLabelText(/^Email/), 'ana@example.org');
  await user.click(screen.getAllByLabelText('Schools').find((el) => el.tagName === 'INPUT')!);
  await user.click(await screen.findByRole('option', { name: 'Demo Elementary School' }));
}

describe('CreateAdministratorScreen', () => {
  it('creates the administrator of the chosen organisations and goes home', async () => {
    const fetchMock = server(() => ({ status: 201, body: { id: 'a1', email: 'ana@example.org' } }));
    const { user } = await renderWithProviders(<CreateAdministratorScreen />, {
      path: '/create-administrator',
      initialEntry: '/create-administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Create Administrator' }));
    expect(screen.getAllByText('This is required.')).toHaveLength(4);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Administrator' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/admin/administrators');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: { first: 'Ana', middle: '', last: 'Lopez' },
      email: 'ana@example.org',
      orgs: { districts: [], schools: ['s1'], classes: [], groups: [], families: [] },
    });
  });

  it('says clearly when the email is already in use', async () => {
    server(() => ({
      status: 409,
      body: { error: { code: 'email_taken', message: 'x', fields: { email: 'email_taken' } } },
    }));
    const { user } = await renderWithProviders(<CreateAdministratorScreen />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Administrator' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
        'Email ana@example.org is already in use. Please enter a different email address.',
      ),
    );
  });
});
