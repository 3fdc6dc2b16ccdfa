import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Administration, OrgSummary, Task } from '@roar/contracts';
import { toast } from '../../lib/toast.ts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asSuperAdmin } from '../../testing/sessions.ts';
import {
  CreateAdministrationScreen,
  DuplicateAdministrationScreen,
  EditAdministrationScreen,
} from './administration-form-screen.tsx';

const task: Task = {
  id: 'swr',
  name: 'swr',
  publicName: 'Word Game',
  description: null,
  imageUrl: null,
  externalUrl: null,
  gameRoute: '/game/swr',
  language: 'en',
  registered: true,
  isTest: false,
  tags: [],
  displayOrder: 1,
  paramDescriptors: [],
  variants: [
    {
      id: 'v-swr',
      taskId: 'swr',
      name: 'default',
      description: null,
      params: {},
      registered: true,
      inUse: false,
      url: null,
      hasSecret: false,
    },
  ],
};

const district: OrgSummary = {
  id: 'd1',
  type: 'district',
  name: 'Demo District',
  abbreviation: 'DD',
  parentId: null,
  districtId: 'd1',
  schoolId: null,
  grade: null,
  ncesId: null,
  address: null,
  tags: [],
  isTest: false,
  archived: false,
  userCount: 4,
};

const saved: Administration = {
  id: 'a1',
  name: 'Fall screening',
  publicName: 'Reading games',
  dateOpened: new Date(2026, 8, 1).toISOString(),
  dateClosed: new Date(2026, 8, 30, 23, 59, 59, 999).toISOString(),
  dateCreated: '2026-08-01T00:00:00.000Z',
  sequential: false,
  isTest: false,
  legal: { consent: false, assent: true },
  orgs: { districts: ['d1'], schools: [], classes: [], groups: [], families: [] },
  assessments: [
    {
      variantId: 'v-swr',
      variantName: 'default',
      taskId: 'swr',
      taskName: 'Word Game',
      params: {},
      conditions: { optional: true },
    },
  ],
  createdBy: null,
};

function serve(answer?: { status: number; body: unknown }) {
  return mockFetch((url, init) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/admin/tasks') return { body: { items: [task] } };
    if (u.pathname === '/api/admin/orgs') {
      const items = u.searchParams.get('type') === 'district' ? [district] : [];
      return { body: { items, total: items.length, page: 1, pageSize: 100 } };
    }
    if (u.pathname === '/api/admin/administrations/a1' && (init.method ?? 'GET') === 'GET')
      return { body: saved };
    if (u.pathname.startsWith('/api/admin/administrations'))
      return answer ?? { body: { ...saved, id: 'a2' } };
    return { status: 404, body: { error: { code: 'not_found', message: 'no' } } };
  });
}

function sentBody(fetchMock: ReturnType<typeof serve>, method: string) {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return call ? { url: String(call[0]), body: JSON.parse(String(call[1]?.body)) } : undefined;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 7, 15, 10, 0, 0));
  asSuperAdmin();
});
afterEach(() => vi.useRealTimers());

const formRoutes = {
  create: { path: '/administration/create', initialEntry: '/administration/create' },
  edit: { path: '/administration/edit/:adminId', initialEntry: '/administration/edit/a1' },
  duplicate: {
    path: '/administration/duplicate/:adminId',
    initialEntry: '/administration/duplicate/a1',
  },
};

describe('administration form', () => {
  it('creates an administration from the answers', async () => {
    const fetchMock = serve();
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    const { user } = await renderWithProviders(<CreateAdministrationScreen />, formRoutes.create);
    expect(
      await screen.findByRole('heading', { name: 'Create an administration' }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Administration name/), 'Fall screening');
    await user.type(screen.getByLabelText(/^Public administration name/), 'Reading games');
    await user.click(screen.getByLabelText(/^Start and end dates/));
    await user.click(await screen.findByRole('button', { name: 'Fall 2026' }));

    await user.click(await screen.findByRole('checkbox', { name: /Demo District/ }));
    expect(screen.getByRole('button', { name: 'Remove Demo District' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Add Word Game: default' }));
    await user.click(
      screen.getByRole('button', { name: 'Edit the conditions of Word Game: default' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Conditions for Word Game: default' });
    await user.click(within(dialog).getByRole('button', { name: 'Add assigned condition' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Condition 1: Value' }));
    await user.click(await screen.findByRole('option', { name: 'Grade 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save conditions' }));

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Participants must accept the consent form' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create administration' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const sent = sentBody(fetchMock, 'POST');
    expect(sent?.url).toBe('/api/admin/administrations');
    expect(sent?.body).toEqual({
      name: 'Fall screening',
      publicName: 'Reading games',
      // The current season (fall) from today to the end of its last day.
      dateOpened: new Date(2026, 7, 15).toISOString(),
      dateClosed: new Date(2026, 11, 1, 23, 59, 59, 999).toISOString(),
      orgs: { districts: ['d1'], schools: [], classes: [], groups: [], families: [] },
      assessments: [
        {
          variantId: 'v-swr',
          conditions: {
            assigned: { op: 'AND', conditions: [{ field: 'grade', op: 'EQUAL', value: '3' }] },
            optional: null,
          },
        },
      ],
      sequential: true,
      legal: { consent: true, assent: false },
      isTest: false,
    });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ severity: 'success', summary: 'Administration created' }),
    );
  });

  it('names what is missing and sends nothing', async () => {
    const fetchMock = serve();
    const { user } = await renderWithProviders(<CreateAdministrationScreen />, formRoutes.create);
    await user.click(await screen.findByRole('button', { name: 'Create administration' }));
    expect(await screen.findByText('Please name the administration.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Administration name/)).toHaveFocus();
    for (const text of [
      'Please give the administration a name participants will see.',
      'Please choose a start date and an end date.',
      'Please choose at least one organization.',
      'Please choose at least one assessment.',
      'Please say whether the assessments must be taken in order.',
      'Please choose the consent or assent form, or say that none is needed.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(sentBody(fetchMock, 'POST')).toBeUndefined();
  });

  it('edits: fills the form from the administration and saves it with PUT', async () => {
    const fetchMock = serve({ status: 200, body: saved });
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    const { user } = await renderWithProviders(<EditAdministrationScreen />, formRoutes.edit);
    expect(
      await screen.findByRole('heading', { name: 'Edit an Administration' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Administration name/)).toHaveValue('Fall screening');
    // The district's name comes from the organisation list.
    expect(await screen.findByRole('button', { name: 'Remove Demo District' })).toBeInTheDocument();
    const selected = screen.getByRole('list', { name: 'Selected assessments, in order' });
    expect(within(selected).getByText('Word Game: default')).toBeInTheDocument();
    expect(within(selected).getByText('Optional')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update administration' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const sent = sentBody(fetchMock, 'PUT');
    expect(sent?.url).toBe('/api/admin/administrations/a1');
    expect(sent?.body).toEqual({
      name: 'Fall screening',
      publicName: 'Reading games',
      dateOpened: saved.dateOpened,
      dateClosed: saved.dateClosed,
      orgs: saved.orgs,
      assessments: [{ variantId: 'v-swr', conditions: { optional: true } }],
      sequential: false,
      legal: { consent: false, assent: true },
      isTest: false,
    });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ severity: 'success', summary: 'Administration updated' }),
    );
  });

  it('duplicates: copies with suffixed names and creates a new administration', async () => {
    const fetchMock = serve();
    vi.spyOn(toast, 'show').mockReturnValue('toast');
    const { user } = await renderWithProviders(<DuplicateAdministrationScreen />, {
      ...formRoutes.duplicate,
      locale: 'es-ES',
    });
    expect(
      await screen.findByRole('heading', { name: 'Duplicar una administración' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Nombre de la administración/)).toHaveValue(
      'Fall screening - Copia',
    );
    await user.click(screen.getByRole('button', { name: 'Crear administración' }));
    await waitFor(() => expect(sentBody(fetchMock, 'POST')).toBeDefined());
    const sent = sentBody(fetchMock, 'POST');
    expect(sent?.url).toBe('/api/admin/administrations');
    expect(sent?.body).toMatchObject({
      name: 'Fall screening - Copia',
      publicName: 'Reading games - Copia',
      orgs: saved.orgs,
    });
    expect(sentBody(fetchMock, 'PUT')).toBeUndefined();
  });

  it("shows the server's per-field problems on the fields", async () => {
    serve({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'The request is not valid.',
          fields: { publicName: 'required', 'assessments.0.variantId': 'notFound' },
        },
      },
    });
    const { user } = await renderWithProviders(<EditAdministrationScreen />, formRoutes.edit);
    await user.click(await screen.findByRole('button', { name: 'Update administration' }));
    expect(
      await screen.findByText('Please give the administration a name participants will see.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Something chosen here no longer exists or is not yours to assign.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Public administration name/)).toHaveFocus();
  });
});
