import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ActivationCode } from '@roar/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asSuperAdmin } from '../../testing/sessions.ts';
import { InviteFamilyScreen } from './invite-family-screen.tsx';
import { org, page } from './testing-fixtures.ts';

const invitation: ActivationCode = {
  code: 'fam12345',
  orgId: 'c1',
  expiresAt: '2027-01-31T00:00:00.000Z',
  createdAt: '2026-11-28T00:00:00.000Z',
  revokedAt: null,
  status: 'active',
  inviteUrl: 'http://localhost:3000/register?code=fam12345',
};

describe('Register New Family (an administrator on /register)', () => {
  it('explains family registration and makes an invitation for the chosen class', async () => {
    asSuperAdmin();
    let codes: ActivationCode[] = [];
    const fetchMock = mockFetch((url, init) => {
      const u = new URL(url, 'http://localhost');
      if (u.pathname === '/api/admin/orgs' && u.searchParams.get('type') === 'class') {
        return { body: page([org('c1', 'class', 'Kindergarten - Room 101')]) };
      }
      if (u.pathname === '/api/admin/orgs/c1/activation-codes') {
        if (init.method === 'POST') {
          codes = [invitation];
          return { status: 201, body: invitation };
        }
        return { body: { items: codes } };
      }
      return { body: page([]) };
    });
    const { user } = await renderWithProviders(<InviteFamilyScreen />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register a new family' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Families register themselves/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    // Nothing to create until an organisation is chosen.
    expect(screen.queryByRole('button', { name: 'Create code' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Type of organization' }));
    await user.click(await screen.findByRole('option', { name: 'Class' }));
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'Kindergarten - Room 101' }));

    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByText('No invitation codes yet.')).toBeInTheDocument();
    await user.click(within(invitations).getByRole('button', { name: 'Create code' }));
    expect(await within(invitations).findByText('fam12345')).toBeInTheDocument();
    expect(within(invitations).getByDisplayValue(invitation.inviteUrl)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          String(url).endsWith('/api/admin/orgs/c1/activation-codes') && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
