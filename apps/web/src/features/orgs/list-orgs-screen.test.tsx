import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ROLE_PERMISSIONS, permissionsFor, type ActivationCode } from '@roar/contracts';
import { toast } from '../../lib/toast.ts';
import { mockFetch, type MockReply } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asSuperAdmin, signInAs } from '../../testing/sessions.ts';
import { ListOrgsScreen } from './list-orgs-screen.tsx';
import { org, page } from './testing-fixtures.ts';

const elementary = org('s1', 'school', 'Demo Elementary', {
  abbreviation: 'DES',
  districtId: 'd1',
  address: { formattedAddress: '1 Main St, Springfield' },
  tags: ['pilot'],
  userCount: 12,
});
const code: ActivationCode = {
  code: 'abcd1234',
  orgId: 's1',
  expiresAt: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-10-01T00:00:00.000Z',
  revokedAt: null,
  status: 'active',
  inviteUrl: 'http://localhost:3000/register?code=abcd1234',
};

type Handler = (u: URL, init: RequestInit) => MockReply | undefined;

/** Schools: elementary plus `extra` more; other types empty; `handler` answers first. */
function serve(handler: Handler = () => undefined, extra = 0) {
  return mockFetch((url, init) => {
    const u = new URL(url, 'http://localhost');
    const answer = handler(u, init);
    if (answer) return answer;
    if (u.pathname === '/api/admin/orgs' && u.searchParams.get('type') === 'school') {
      const more = Array.from({ length: extra }, (_, i) =>
        org(`s${i + 2}`, 'school', `School ${i + 2}`),
      );
      return { body: { ...page([elementary, ...more].slice(0, 25), 1 + extra) } };
    }
    return { body: page([]) };
  });
}

const asSchoolAdmin = () =>
  signInAs({
    claims: { role: 'admin', admin: true, minimalAdminOrgs: { schools: ['s1'] } },
    permissions: permissionsFor('admin', ['school']),
  });
/** Reads the school as a class teacher would see a class: no write permission. */
const asReader = () =>
  signInAs({
    claims: { role: 'admin', admin: true, minimalAdminOrgs: { schools: ['s1'] } },
    permissions: ROLE_PERMISSIONS.admin,
  });

async function openAction(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Demo Elementary' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

afterEach(() => vi.restoreAllMocks());

describe('/list-orgs', () => {
  it('shows the tabs the admin may see and the organisations of the first one', async () => {
    asSchoolAdmin();
    serve();
    await renderWithProviders(<ListOrgsScreen />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Schools', 'Classes']);
    const row = (await screen.findByText('Demo Elementary')).closest('tr')!;
    expect(within(row).getByText('DES')).toBeInTheDocument();
    expect(within(row).getByText('1 Main St, Springfield')).toBeInTheDocument();
    expect(within(row).getByText('pilot')).toBeInTheDocument();
    expect(screen.getByText('1 organization')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: /^\d+ users? of Demo Elementary$/ }),
    ).toHaveAttribute('href', '/list-users/school/s1/Demo%20Elementary');
    await openActionMenu();
    expect(screen.queryByRole('menuitem', { name: 'Invite users' })).toBeNull();
  });

  it('searches and pages through the list', async () => {
    asSuperAdmin();
    const fetchMock = serve(undefined, 30);
    const { user } = await renderWithProviders(<ListOrgsScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Schools' }));
    expect(await screen.findByText('31 organizations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('page')).toBe('2'));
    await user.type(screen.getByLabelText('Search by name or abbreviation'), 'elem');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('search')).toBe('elem'));
    expect(lastListQuery(fetchMock)?.get('page')).toBe('1');
  });

  it('archives after confirmation and edits in a dialog', async () => {
    asSchoolAdmin();
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    const fetchMock = serve((u, init) => {
      if (u.pathname === '/api/admin/orgs/s1/archive')
        return { body: { ...elementary, archived: true } };
      if (init.method === 'PATCH') return { body: { ...elementary, name: 'Elementary One' } };
      return undefined;
    });
    const { user } = await renderWithProviders(<ListOrgsScreen />);
    await openAction(user, 'Archive');
    const confirm = await screen.findByRole('dialog', { name: 'Archive Demo Elementary?' });
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ summary: 'Demo Elementary was archived' }),
      ),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/admin/orgs/s1/archive' && init?.method === 'POST',
      ),
    ).toBe(true);

    await openAction(user, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit organization' });
    // Only a district has the survey setting.
    expect(within(dialog).queryByRole('checkbox', { name: /survey answers/ })).toBeNull();
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please supply a name.')).toBeInTheDocument();
    await user.type(name, 'Elementary One');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ summary: 'Organization updated' }),
      ),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/admin/orgs/s1');
    expect(JSON.parse(String(patch[1]!.body))).toMatchObject({
      name: 'Elementary One',
      abbreviation: 'DES',
      tags: ['pilot'],
    });
  });

  it('saves whether a district’s teachers may see individual survey answers', async () => {
    signInAs({
      claims: { role: 'admin', admin: true, minimalAdminOrgs: { districts: ['d1'] } },
      permissions: permissionsFor('admin', ['district']),
    });
    vi.spyOn(toast, 'show').mockReturnValue('toast');
    const district = org('d1', 'district', 'Springfield District');
    const fetchMock = serve((u, init) => {
      if (init.method === 'PATCH') return { body: { ...district, surveyAnswersToTeachers: true } };
      if (u.pathname === '/api/admin/orgs' && u.searchParams.get('type') === 'district')
        return { body: page([district]) };
      return undefined;
    });
    const { user } = await renderWithProviders(<ListOrgsScreen />);
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Springfield District' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit organization' });
    const setting = within(dialog).getByRole('checkbox', {
      name: 'Teachers may see individual survey answers',
    });
    expect(setting).not.toBeChecked();
    expect(setting).toHaveAccessibleDescription(/teachers see only the class counts/);
    await user.click(setting);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/admin/orgs/d1');
    expect(JSON.parse(String(patch[1]!.body))).toMatchObject({ surveyAnswersToTeachers: true });
  });

  it('lets a super admin create, copy and revoke invitation codes', async () => {
    asSuperAdmin();
    vi.spyOn(toast, 'show').mockReturnValue('toast');
    let codes = [code];
    const fetchMock = serve((u, init) => {
      if (u.pathname === '/api/admin/orgs/s1/activation-codes') {
        if (init.method === 'POST') {
          codes = [{ ...code, code: 'newcode1' }, ...codes];
          return { status: 201, body: codes[0] };
        }
        return { body: { items: codes } };
      }
      if (u.pathname === '/api/admin/activation-codes/abcd1234/revoke') {
        codes = codes.map((c) =>
          c.code === 'abcd1234' ? { ...c, status: 'revoked' as const } : c,
        );
        return { body: codes[1] };
      }
      return undefined;
    });
    const { user } = await renderWithProviders(<ListOrgsScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Schools' }));
    await openAction(user, 'Invite users');
    const dialog = await screen.findByRole('dialog', {
      name: 'Invitation codes for Demo Elementary',
    });
    expect(await within(dialog).findByDisplayValue(code.inviteUrl)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('newcode1')).toBeInTheDocument();
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')![1]!.body),
    );
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke code abcd1234' }));
    expect(await within(dialog).findByText('Revoked')).toBeInTheDocument();
  });

  it('offers the district’s norms to its administrator, not to a school’s', async () => {
    signInAs({
      claims: { role: 'admin', admin: true, minimalAdminOrgs: { districts: ['d1'] } },
      permissions: permissionsFor('admin', ['district']),
    });
    const district = org('d1', 'district', 'Springfield District');
    serve((u) =>
      u.pathname === '/api/admin/orgs' && u.searchParams.get('type') === 'district'
        ? { body: page([district]) }
        : undefined,
    );
    const { user, unmount } = await renderWithProviders(<ListOrgsScreen />);
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Springfield District' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Norms' })).toHaveAttribute(
      'href',
      '/norms/d1',
    );
    unmount();

    asSchoolAdmin();
    const again = await renderWithProviders(<ListOrgsScreen />);
    await again.user.click(
      await screen.findByRole('button', { name: 'Actions for Demo Elementary' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Export users' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Norms' })).toBeNull();
  });

  it('offers a reader only the export, and a district admin the invitation codes', async () => {
    asReader();
    serve();
    const { user, unmount } = await renderWithProviders(<ListOrgsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Demo Elementary' }));
    expect(await screen.findByRole('menuitem', { name: 'Export users' })).toBeInTheDocument();
    for (const name of ['Edit', 'Archive', 'Invite users']) {
      expect(screen.queryByRole('menuitem', { name })).toBeNull();
    }
    unmount();

    signInAs({
      claims: { role: 'admin', admin: true, minimalAdminOrgs: { districts: ['d1'] } },
      permissions: permissionsFor('admin', ['district']),
    });
    const again = await renderWithProviders(<ListOrgsScreen />);
    await again.user.click(await screen.findByRole('tab', { name: 'Schools' }));
    await openAction(again.user, 'Invite users');
    expect(
      await screen.findByRole('dialog', { name: 'Invitation codes for Demo Elementary' }),
    ).toBeInTheDocument();
  });

  it('downloads the users export with the access token', async () => {
    asSchoolAdmin();
    // jsdom has no object URLs: stand-ins for this test only.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, original));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:users'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = serve((u) =>
      u.pathname.endsWith('/users.csv') ? { body: 'Username' } : undefined,
    );
    const { user } = await renderWithProviders(<ListOrgsScreen />);
    await openAction(user, 'Export users');
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/orgs/s1/users.csv')!;
    expect((call[1]!.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    asSchoolAdmin();
    let fail = true;
    serve((u) =>
      u.pathname === '/api/admin/orgs' && fail
        ? { status: 500, body: { error: { code: 'internal', message: 'x' } } }
        : undefined,
    );
    const { user } = await renderWithProviders(<ListOrgsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The organizations could not be loaded.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Demo Elementary')).toBeInTheDocument();
  });
});

async function openActionMenu() {
  screen.getByRole('button', { name: 'Actions for Demo Elementary' }).click();
  await screen.findByRole('menuitem', { name: 'Edit' });
}

function lastListQuery(fetchMock: ReturnType<typeof mockFetch>) {
  const urls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
  return urls
    .filter((u) => u.pathname === '/api/admin/orgs' && u.searchParams.get('type') === 'school')
    .at(-1)?.searchParams;
}
