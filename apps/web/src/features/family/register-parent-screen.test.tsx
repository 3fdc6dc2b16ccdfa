import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { RegisterParentScreen } from './register-parent-screen.tsx';
import { clearRegistrationDraft, registrationDraft } from './registration-draft.ts';

const terms = {
  documentId: 'terms-1',
  version: '2026-01',
  locale: 'en-US',
  title: 'Terms of use',
  body: 'We keep **your data** safe.',
};

function server() {
  return mockFetch((url) => {
    if (url.startsWith('/api/auth/register/terms')) return { body: terms };
    if (url === '/api/activation-codes/abc12345')
      return { body: { valid: true, orgType: 'class', orgName: 'Grade 3 - Room 204' } };
    if (url === '/api/activation-codes/old12345')
      return { body: { valid: false, orgType: null, orgName: null, reason: 'expired' } };
    return { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
  });
}

const render = (query = '') =>
  renderWithProviders(<RegisterParentScreen />, {
    path: '/register',
    initialEntry: `/register${query}`,
  });

async function fill(user: Awaited<ReturnType<typeof render>>['user'], email = 'rosa@example.org') {
  await user.type(await screen.findByLabelText(/^First name/), 'Rosa');
  await user.type(screen.getByLabelText(/^Last name/), 'Diaz');
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'Secret123');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
}

afterEach(() => clearRegistrationDraft());

describe('RegisterParentScreen', () => {
  it("says 'Error: invalid email' and asks for the terms, keeping nothing", async () => {
    server();
    const { user, router } = await render();
    await fill(user, 'rosa@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Error: invalid email')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms and conditions.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(registrationDraft()).toBeNull();
  });

  it('lets the family switch to Spanish on the page, keeping what was typed', async () => {
    server();
    const { user } = await render();
    await user.type(await screen.findByLabelText(/^First name/), 'Rosa');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Language' }),
      'Español (Latinoamérica)',
    );
    expect(await screen.findByLabelText(/^Nombre/)).toHaveValue('Rosa');
  });

  it('checks the activation code from the link as it is shown', async () => {
    server();
    await render('?code=old12345');
    expect(
      await screen.findByText('The code has expired. Please enter a valid code.'),
    ).toBeInTheDocument();
  });

  it('keeps the answers in memory only and goes on to the children with the code', async () => {
    const fetchMock = server();
    const { user, router } = await render('?code=abc12345');
    expect(
      await screen.findByText('Code accepted: Class – Grade 3 - Room 204'),
    ).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(within(dialog).getByText('your data').tagName).toBe('STRONG');
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }),
    ).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Contact me/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register/student'));
    expect(router.state.location.search).toBe('?code=abc12345');
    expect(registrationDraft()?.parent).toEqual({
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa@example.org',
      password: 'Secret123',
      confirm: 'Secret123',
      code: 'abc12345',
      agreed: true,
      canContact: true,
      consent: { documentId: 'terms-1' },
    });
    // Nothing is registered yet, and the password is nowhere but in memory.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/register/family'))).toBe(
      false,
    );
    const stored = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key) ?? ''),
    );
    expect(stored.some((value) => value.includes('Secret123'))).toBe(false);
  });
});
