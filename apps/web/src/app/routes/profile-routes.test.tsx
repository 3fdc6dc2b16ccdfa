import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ROLE_PERMISSIONS, type UserDocument } from '@roar/contracts';
import { currentHref, renderApp } from '../testing/render-app.tsx';
import { toast } from '../../lib/toast.ts';
import { mockFetch, type MockReply } from '../../testing/fetch-mock.ts';
import { asAdmin, asParticipant } from '../../testing/sessions.ts';
import { fakeToken } from '../../testing/tokens.ts';

const adminDoc: UserDocument = {
  id: 'admin-uid',
  email: 'grace@example.org',
  username: 'grace',
  displayName: null,
  name: { first: 'Grace', middle: null, last: 'Hopper' },
  userType: 'admin',
  grade: null,
  dateOfBirth: null,
  preferredLocale: null,
  nycps: false,
};

type Handler = (url: string, init: RequestInit) => MockReply | undefined;

/** Answers the calls every signed-in page makes, then what the test adds. */
function serve(handler: Handler = () => undefined) {
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const handled = handler(url, init);
    if (handled) return handled;
    if (url.startsWith('/api/admin/documents/users/')) return { body: adminDoc };
    // The password tab's two-step sign-in section (tested in second-factor-section.test.tsx).
    if (url === '/api/auth/second-factor/status') {
      return { body: { enabled: false, required: false, recoveryCodesLeft: 0 } };
    }
    if (url === '/api/auth/refresh' && method === 'POST') {
      return {
        body: {
          accessToken: fakeToken({
            role: 'admin',
            admin: true,
            permissions: ROLE_PERMISSIONS.admin,
          }),
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          uid: 'admin-uid',
        },
      };
    }
    if (url === '/api/auth/sign-out') return { status: 204 };
    return { status: 404, body: { error: { code: 'not_found', message: 'none' } } };
  });
}

/** The whole app at `path`, once its lazy chrome (nav bar, session timer) has loaded. */
async function open(path: string, options: { locale?: 'en-US' | 'es-ES' } = {}) {
  const view = await renderApp(path, options);
  await screen.findByTestId('nav-bar');
  await screen.findByTestId('session-timer');
  return view;
}

describe('profile tabs', () => {
  it('shows all three tabs to a user with admin status', async () => {
    serve();
    asAdmin();
    await open('/profile');
    const tabs = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Your Information', '/profile'],
      ['Change Password', '/profile/password'],
      ['Linked Accounts', '/profile/accounts'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Your Information' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('Hopper')).toBeInTheDocument();
    expect(screen.getByText('grace@example.org')).toBeInTheDocument();
  });

  it('hides the password and linked-accounts tabs from others', async () => {
    serve();
    asParticipant();
    await open('/profile');
    expect(await screen.findByRole('heading', { name: 'Your Information' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Profile sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change Password' })).not.toBeInTheDocument();
  });
});

describe('user info', () => {
  it('switches to dark colours and back to the device setting under Appearance', async () => {
    serve();
    asParticipant();
    const { user } = await open('/profile');
    const colours = await screen.findByRole('radiogroup', { name: 'Colors' });
    expect(within(colours).getByRole('radio', { name: 'As on this device' })).toBeChecked();
    await user.click(within(colours).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark-mode');
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    await user.click(within(colours).getByRole('radio', { name: 'As on this device' }));
    expect(document.documentElement).not.toHaveClass('dark-mode');
    expect(within(colours).getByRole('radio', { name: 'As on this device' })).toBeChecked();
  });

  it('edits the names and saves them with PATCH /api/admin/users/me', async () => {
    const fetchMock = serve((url, init) =>
      url === '/api/admin/users/me' && init.method === 'PATCH'
        ? { body: { ...adminDoc, name: { first: 'Amazing', middle: null, last: 'Hopper' } } }
        : undefined,
    );
    asAdmin();
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    const { user } = await open('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const first = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    await user.type(first, 'Amazing');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ severity: 'success', summary: 'Your information was saved.' }),
      ),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      name: { first: 'Amazing', middle: '', last: 'Hopper' },
      displayName: '',
    });
    expect(await screen.findByText('Hi, Amazing!')).toBeInTheDocument();
  });
});

describe('password tab', () => {
  it('checks every rule as the password is typed, in the current language', async () => {
    serve();
    asAdmin();
    const { user } = await open('/profile/password', { locale: 'es-ES' });
    const input = await screen.findByLabelText(/^Nueva contraseña/);
    const rules = screen.getByTestId('password-rules');
    const status = () =>
      within(rules)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.getAttribute('data-met')]);
    expect(status()).toEqual([
      ['Al menos 8 caracteres (pendiente)', 'false'],
      ['Una letra minúscula (pendiente)', 'false'],
      ['Una letra mayúscula (pendiente)', 'false'],
      ['Un número (pendiente)', 'false'],
    ]);
    await user.type(input, 'abcD');
    expect(status().map(([, met]) => met)).toEqual(['false', 'true', 'true', 'false']);
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(
      within(input.closest('.mantine-InputWrapper-root')!).getByText('Al menos 8 caracteres'),
    ).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
  });

  it('changes the password with POST /api/auth/password', async () => {
    const fetchMock = serve((url) => (url === '/api/auth/password' ? { status: 204 } : undefined));
    asAdmin();
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    const { user } = await open('/profile/password');
    await user.type(await screen.findByLabelText(/^Current password/), 'Old-Pass-12');
    await user.type(screen.getByLabelText(/^New password/), 'Better-Pass1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better-Pass1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          severity: 'success',
          summary: 'Your password was changed. Your other devices have been signed out.',
        }),
      ),
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'Old-Pass-12',
      newPassword: 'Better-Pass1',
    });
  });

  it('says so when the current password is not right', async () => {
    serve((url) =>
      url === '/api/auth/password'
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'x',
                fields: { currentPassword: 'incorrect' },
              },
            },
          }
        : undefined,
    );
    asAdmin();
    const { user } = await open('/profile/password');
    await user.type(await screen.findByLabelText(/^Current password/), 'Wrong-Pass-12');
    await user.type(screen.getByLabelText(/^New password/), 'Better-Pass1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better-Pass1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument();
  });

  it('asks for a fresh sign-in when the server wants one, and returns here after', async () => {
    serve((url) =>
      url === '/api/auth/password'
        ? {
            status: 401,
            body: { error: { code: 'unauthenticated', message: 'recent_sign_in_required' } },
          }
        : undefined,
    );
    asAdmin();
    const { user, router } = await open('/profile/password');
    await user.type(await screen.findByLabelText(/^New password/), 'Better-Pass1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better-Pass1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Please sign in again');
    await user.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() =>
      expect(currentHref(router)).toBe('/signin?redirect_to=%2Fprofile%2Fpassword'),
    );
  });
});

describe('linked accounts tab', () => {
  it('lists linked providers, links others by full-page navigation, explains a 409', async () => {
    serve((url, init) => {
      if (url === '/api/auth/identities') {
        return {
          body: {
            identities: [{ provider: 'google', email: 'grace@gmail.com', linkedAt: '2026-01-01' }],
          },
        };
      }
      if (url === '/api/auth/identities/google' && init.method === 'DELETE') {
        return { status: 409, body: { error: { code: 'conflict', message: 'last' } } };
      }
      return undefined;
    });
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    asAdmin();
    const { user } = await open('/profile/accounts');
    expect(await screen.findByText('Linked as grace@gmail.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link Clever' }));
    expect(assign).toHaveBeenCalledWith(
      '/api/auth/providers/clever/start?link=1&redirect_to=%2Fprofile%2Faccounts',
    );
    await user.click(screen.getByRole('button', { name: 'Unlink Google' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          severity: 'warn',
          summary: expect.stringMatching(/^You cannot unlink Google: it is the only way left/),
        }),
      ),
    );
  });

  it('lists where the user is signed in and signs another device out', async () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const session = (id: string, userAgent: string, current: boolean) => ({
      id,
      signedInAt: '2026-11-27T08:00:00Z',
      lastActiveAt: '2026-11-27T09:30:00Z',
      authMethod: 'password',
      userAgent,
      current,
    });
    const fetchMock = serve((url, init) => {
      if (url === '/api/auth/identities') return { body: { identities: [] } };
      if (url === '/api/auth/sessions') {
        return { body: { sessions: [session('s1', chrome, true), session('s2', iphone, false)] } };
      }
      if (url === '/api/auth/sessions/s2' && init.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    asAdmin();
    const { user } = await open('/profile/accounts');
    expect(await screen.findByRole('heading', { name: 'Where you are signed in' })).toBeVisible();
    expect(await screen.findByText('Chrome on Windows')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out Chrome on Windows' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ severity: 'success', summary: 'That device was signed out.' }),
      ),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/auth/sessions/s2' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
