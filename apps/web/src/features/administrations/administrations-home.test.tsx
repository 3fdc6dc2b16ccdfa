import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdministrationSummary } from '@roar/contracts';
import { toast } from '../../lib/toast.ts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asAdmin, asSuperAdmin } from '../../testing/sessions.ts';
import { AdministrationsHome } from './administrations-home.tsx';

function summary(n: number): AdministrationSummary {
  return {
    id: `a${n}`,
    name: `Internal ${n}`,
    publicName: `Public ${n}`,
    dateOpened: new Date(2026, 8, 1).toISOString(),
    dateClosed: new Date(2026, 11, 1).toISOString(),
    dateCreated: '2026-08-01T00:00:00.000Z',
    sequential: true,
    isTest: false,
    legal: { consent: true, assent: false },
    assessments: [
      {
        variantId: 'v1',
        variantName: 'default',
        taskId: 'swr',
        taskName: 'swr',
        taskPublicName: 'Word Game',
        params: {},
        conditions: null,
      },
    ],
    createdBy: null,
    counts: { completed: 3, started: 2, assigned: 5 },
  };
}

function serve(total = 12) {
  return mockFetch((url, init) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/admin/administrations') {
      const page = Number(u.searchParams.get('page'));
      const pageSize = Number(u.searchParams.get('pageSize'));
      const search = u.searchParams.get('search');
      const all = Array.from({ length: total }, (_, i) => summary(i + 1)).filter(
        (a) => !search || a.name.includes(search),
      );
      return {
        body: {
          items: all.slice((page - 1) * pageSize, page * pageSize),
          total: all.length,
          page,
          pageSize,
        },
      };
    }
    if (u.pathname === '/api/admin/administrations/a1/orgs') {
      const parentId = u.searchParams.get('parentId');
      const counts = { completed: 1, started: 0, assigned: 1 };
      return {
        body: parentId
          ? [{ id: 's1', type: 'school', name: 'Lincoln', parentId, hasChildren: false, counts }]
          : [
              {
                id: 'd1',
                type: 'district',
                name: 'Demo District',
                parentId: null,
                hasChildren: true,
                counts,
              },
            ],
      };
    }
    if (u.pathname === '/api/admin/administrations/a1' && init.method === 'DELETE') {
      return { status: 204 };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'no' } } };
  });
}

const requested = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

describe('administrations home', () => {
  it('lists public names for admins, ten per page, with pages', async () => {
    asAdmin();
    const fetchMock = serve(12);
    const { user } = await renderWithProviders(<AdministrationsHome />);
    expect(
      await screen.findByRole('heading', { name: 'View Administrations' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Public 1' })).toBeInTheDocument();
    expect(screen.queryByText('Internal 1')).not.toBeInTheDocument();
    expect(screen.queryByText(/Participants see/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 12')).toBeInTheDocument();
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByText(/Word Game/)).toBeInTheDocument();
    expect(
      within(card).getByText('Sep 1, 2026 – Dec 1, 2026', { exact: false }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Completed: 3')).toBeInTheDocument();
    expect(within(card).getByText('Assigned: 5')).toBeInTheDocument();
    // Admins hold no create, update or delete permission.
    expect(within(card).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Show test administrations')).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Page 2' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Public 12' })).toBeInTheDocument();
    expect(requested(fetchMock).some((url) => url.includes('page=2'))).toBe(true);
  });

  it('shows internal names and actions to super admins, and searches by name', async () => {
    asSuperAdmin();
    const fetchMock = serve(12);
    const { user } = await renderWithProviders(<AdministrationsHome />);
    const card = (await screen.findByRole('heading', { name: 'Internal 1' })).closest('article')!;
    expect(card).toHaveTextContent('Participants see: Public 1');
    expect(
      within(card as HTMLElement).getByRole('link', { name: 'Edit Internal 1' }),
    ).toHaveAttribute('href', '/administration/edit/a1');
    expect(
      within(card as HTMLElement).getByRole('link', { name: 'Duplicate Internal 1' }),
    ).toHaveAttribute('href', '/administration/duplicate/a1');
    expect(screen.getByLabelText('Show test administrations')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search by administration name'), 'Internal 11');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('You searched for')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(requested(fetchMock).some((url) => url.includes('search=Internal+11'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.queryByText('You searched for')).not.toBeInTheDocument();
  });

  it('opens the organisation tree with report links, children on demand', async () => {
    asSuperAdmin();
    const fetchMock = serve(1);
    const { user } = await renderWithProviders(<AdministrationsHome />);
    await user.click(await screen.findByRole('button', { name: 'Show details' }));
    expect(await screen.findByText('Demo District')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Progress of Demo District' })).toHaveAttribute(
      'href',
      '/administration/a1/district/d1',
    );
    expect(screen.getByRole('link', { name: 'Scores of Demo District' })).toHaveAttribute(
      'href',
      '/scores/a1/district/d1',
    );
    await user.click(
      screen.getByRole('button', { name: 'Show the organizations in Demo District' }),
    );
    expect(await screen.findByText('Lincoln')).toBeInTheDocument();
    expect(requested(fetchMock).some((url) => url.endsWith('/orgs?parentId=d1'))).toBe(true);
  });

  it('deletes after confirmation and says so', async () => {
    asSuperAdmin();
    const fetchMock = serve(1);
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    const { user } = await renderWithProviders(<AdministrationsHome />);
    await user.click(await screen.findByRole('button', { name: 'Delete Internal 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete administration' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          severity: 'success',
          summary: 'Deleted administration Internal 1',
        }),
      ),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          init?.method === 'DELETE' && String(url) === '/api/admin/administrations/a1',
      ),
    ).toBe(true);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Delete administration' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('names the tasks in the language on screen, an administrator’s own name as written', async () => {
    asAdmin();
    mockFetch((url) => {
      if (new URL(url, 'http://localhost').pathname !== '/api/admin/administrations') return {};
      const a = summary(1);
      const catalogue = { ...a.assessments[0]!, taskPublicName: 'ROAR - Word' };
      const edited = {
        ...a.assessments[0]!,
        variantId: 'v2',
        taskId: 'pa',
        taskPublicName: 'Sonidos',
      };
      return {
        body: {
          items: [{ ...a, assessments: [catalogue, edited] }],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      };
    });
    await renderWithProviders(<AdministrationsHome />, { locale: 'es-ES' });
    const card = await screen.findByRole('article');
    expect(within(card).getByText(/ROAR - Palabra en inglés, Sonidos/)).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    asAdmin();
    serve(0);
    await renderWithProviders(<AdministrationsHome />);
    expect(await screen.findByText(/No administrations to show yet/)).toBeInTheDocument();
  });
});
