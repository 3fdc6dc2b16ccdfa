import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast } from '../../lib/toast.ts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asSuperAdmin } from '../../testing/sessions.ts';
import { CreateOrgsScreen } from './create-orgs-screen.tsx';
import { org, page } from './testing-fixtures.ts';

const district = org('d1', 'district', 'Demo District');
const school = org('s1', 'school', 'Demo Elementary', { parentId: 'd1', districtId: 'd1' });

/** Lists answer by type; a POST answers `created` (or whatever the test passes). */
function serve(created: { status?: number; body: unknown } = { body: undefined }) {
  return mockFetch((url, init) => {
    const u = new URL(url, 'http://localhost');
    if (init.method === 'POST') return created;
    const type = u.searchParams.get('type');
    if (type === 'district') return { body: page([district]) };
    if (type === 'school' && u.searchParams.get('districtId') === 'd1')
      return { body: page([school]) };
    return { body: page([]) };
  });
}

const posted = (fetchMock: ReturnType<typeof mockFetch>) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call && { url: call[0], body: JSON.parse(String(call[1]!.body)) };
};

afterEach(() => vi.restoreAllMocks());

describe('/create-orgs', () => {
  it('asks for what each type needs before sending anything', async () => {
    asSuperAdmin();
    const fetchMock = serve();
    const { user } = await renderWithProviders(<CreateOrgsScreen />);
    expect(
      await screen.findByRole('heading', { name: 'Create a new organization' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Organization type/ }));
    await user.click(await screen.findByRole('option', { name: 'School' }));
    await user.type(screen.getByLabelText(/^NCES ID/), '123');
    await user.click(screen.getByRole('button', { name: 'Create School' }));

    expect(await screen.findByText('Please select a district.')).toBeInTheDocument();
    expect(screen.getByText('Please supply a name.')).toBeInTheDocument();
    expect(screen.getByText('Please supply an abbreviation.')).toBeInTheDocument();
    expect(screen.getByText('A school NCES ID has 12 digits.')).toBeInTheDocument();
    expect(posted(fetchMock)).toBeUndefined();
  });

  it('creates a class in a school of a district, then clears the form', async () => {
    asSuperAdmin();
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    const fetchMock = serve({
      status: 201,
      body: org('c1', 'class', 'Room 9', { parentId: 's1', schoolId: 's1', districtId: 'd1' }),
    });
    const { user } = await renderWithProviders(<CreateOrgsScreen />);
    await user.click(await screen.findByRole('combobox', { name: /Organization type/ }));
    await user.click(await screen.findByRole('option', { name: 'Class' }));
    expect(screen.getByRole('combobox', { name: /^School/ })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: /^District/ }));
    await user.click(await screen.findByRole('option', { name: 'Demo District' }));
    await user.click(screen.getByRole('combobox', { name: /^School/ }));
    await user.click(await screen.findByRole('option', { name: 'Demo Elementary' }));
    await user.type(screen.getByLabelText(/^Class name/), 'Room 9');
    await user.type(screen.getByLabelText(/^Class abbreviation/), 'R9');
    await user.click(screen.getByRole('combobox', { name: /^Grade/ }));
    await user.click(await screen.findByRole('option', { name: 'Transitional Kindergarten' }));
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'pilot{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Class' }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ severity: 'success' })),
    );
    expect(posted(fetchMock)).toEqual({
      url: '/api/admin/orgs',
      body: {
        type: 'class',
        name: 'Room 9',
        abbreviation: 'R9',
        districtId: 'd1',
        schoolId: 's1',
        grade: 'TK',
        address: { city: 'Springfield' },
        tags: ['pilot'],
        isTest: false,
      },
    });
    expect(screen.getByLabelText(/^Class name/)).toHaveValue('');
  });

  it('shows the server’s per-field problems in the form’s language', async () => {
    asSuperAdmin();
    serve({
      status: 400,
      body: {
        error: { code: 'validation_failed', message: 'x', fields: { districtId: 'archived' } },
      },
    });
    const { user } = await renderWithProviders(<CreateOrgsScreen />, { locale: 'es-ES' });
    await user.click(await screen.findByRole('combobox', { name: /Tipo de organización/ }));
    await user.click(await screen.findByRole('option', { name: 'Escuela' }));
    await user.click(screen.getByRole('combobox', { name: /^Distrito/ }));
    await user.click(await screen.findByRole('option', { name: 'Demo District' }));
    await user.type(screen.getByLabelText(/^Nombre de Escuela/), 'Norte');
    await user.type(screen.getByLabelText(/^Abreviatura de Escuela/), 'N');
    await user.click(screen.getByRole('button', { name: 'Crear Escuela' }));
    expect(await screen.findByText('Esta organización está archivada.')).toBeInTheDocument();
  });
});
