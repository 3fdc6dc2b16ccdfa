import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../stores/session-store.ts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { providerStartUrl, startProviderSignIn } from './api/provider-sign-in.ts';
import { EMAIL_FOR_SIGN_IN_KEY } from './api/send-email-link.ts';
import { SignInScreen } from './sign-in-screen.tsx';

function renderSignIn(
  options: { locale?: 'en-US' | 'en-GB' | 'es-ES' | 'es-CO'; entry?: string } = {},
) {
  return renderWithProviders(<SignInScreen />, {
    locale: options.locale,
    initialEntry: options.entry ?? '/signin',
    path: '/signin',
  });
}

describe('SignInScreen texts', () => {
  it('shows the spec texts in US English', async () => {
    await renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to ROAR!' })).toBeInTheDocument();
    expect(screen.getByText('Log in to access your dashboard')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username or email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign-in using email link' })).toBeInTheDocument();
    const providers = screen.getByRole('group', { name: 'Log in with' });
    expect(providers).toBeInTheDocument();
    for (const name of ['Google', 'Clever', 'ClassLink', 'NYCPS']) {
      expect(screen.getByRole('button', { name: `Log in with ${name}` })).toHaveTextContent(name);
    }
    expect(screen.getByRole('button', { name: 'Having trouble?' })).toBeInTheDocument();
  });

  it('changes its texts with the language', async () => {
    const { user } = await renderSignIn();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es-CO');
    expect(
      await screen.findByRole('heading', { name: '¡Le damos la bienvenida a ROAR!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ingrese para acceder a su tablero')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre de usuario o correo electrónico/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'es-ES');
    expect(await screen.findByRole('heading', { name: '¡Bienvenido a ROAR!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña/)).toBeInTheDocument();
  });

  it('toggles to email-link mode, which hides the password field', async () => {
    const { user } = await renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign-in using email link' }));
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a sign-in link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign-in using password instead' }));
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });

  it('opens the help and password-reset dialog behind "Having trouble?"', async () => {
    const { user } = await renderSignIn();
    const trouble = screen.getByRole('button', { name: 'Having trouble?' });
    expect(trouble).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trouble);
    const dialog = await screen.findByRole('dialog', { name: 'Having trouble?' });
    expect(dialog).toHaveTextContent(/Check that you typed/);
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('on a development server, says where its mail is kept and who may open it', async () => {
    const config = { idleThresholdMs: 900000, idleCountdownMs: 60000, ssoProviders: [] };
    const rest = { authDomain: null, mapsApiKey: null, captchaSiteKey: null };
    for (const devOutbox of [true, false]) {
      mockFetch(() => ({ body: { ...config, ...rest, devOutbox } }));
      const { user, queryClient, unmount } = await renderSignIn();
      await user.click(screen.getByRole('button', { name: 'Having trouble?' }));
      await screen.findByRole('dialog', { name: 'Having trouble?' });
      await waitFor(() => expect(queryClient.getQueryData(['public-config'])).toBeDefined());
      const link = screen.queryByRole('link', { name: '/dev/outbox' });
      if (devOutbox) {
        expect(link).toHaveAttribute('href', '/dev/outbox');
        expect(link?.parentElement).toHaveTextContent(/only on this computer, not through a proxy/);
      } else {
        expect(link).not.toBeInTheDocument();
      }
      unmount();
      vi.unstubAllGlobals();
    }
  });
});

describe('SignInScreen validation', () => {
  it("shows 'Error: invalid email' for a value with @ that is not an address", async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: {} }));
    const { user } = await renderSignIn();
    const identifier = screen.getByLabelText(/Username or email/);
    await user.type(identifier, 'ada@example');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Error: invalid email')).toBeInTheDocument();
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription('Error: invalid email');
    expect(identifier).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for empty fields with clear messages, focusing the first', async () => {
    const { user } = await renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your username or email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username or email/)).toHaveFocus();
  });

  it('translates a shown error when the language changes', async () => {
    const { user, i18n } = await renderSignIn();
    await user.type(screen.getByLabelText(/Username or email/), 'a@b');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Error: invalid email')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es-ES'));
    expect(screen.getByText('Error: correo electrónico no válido')).toBeInTheDocument();
  });
});

describe('SignInScreen submit', () => {
  it('posts the identifier and password, loads claims and user, and goes to redirect_to', async () => {
    const session = {
      accessToken: 'a.b.c',
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
      uid: 'u1',
    };
    const fetchMock = mockFetch((url) => {
      if (url === '/api/auth/sign-in') return { body: session };
      if (url === '/api/admin/documents/userClaims/u1') {
        return {
          body: {
            id: 'u1',
            claims: { role: 'admin', roarUid: 'u1' },
            permissions: [],
            lastUpdated: '',
          },
        };
      }
      if (url === '/api/admin/documents/users/u1')
        return { body: { id: 'u1', username: 'ada.lovelace' } };
      return { status: 404, body: { error: { code: 'not_found', message: url } } };
    });
    const { user } = await renderSignIn({ entry: '/signin?redirect_to=%2Flist-orgs%3Fpage%3D2' });
    await user.type(screen.getByLabelText(/Username or email/), '  ada.lovelace ');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/list-orgs?page=2');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/sign-in');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({
      identifier: 'ada.lovelace',
      password: 'Secret123',
    });
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual([
      '/api/auth/sign-in',
      '/api/admin/documents/userClaims/u1',
      '/api/admin/documents/users/u1',
    ]);
    expect(sessionStore.getSnapshot()).toMatchObject({
      isAuthenticated: true,
      accessToken: 'a.b.c',
      userClaims: { role: 'admin', roarUid: 'u1' },
      userData: { username: 'ada.lovelace' },
    });
  });

  it('signs in and lands on redirect_to even with a tab in it', async () => {
    const session = {
      accessToken: 'a.b.c',
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
    };
    mockFetch((url) => {
      if (url === '/api/auth/sign-in') return { body: { ...session, uid: 'u2' } };
      if (url === '/api/admin/documents/userClaims/u2') {
        const claims = { role: 'admin', roarUid: 'u2' };
        return { body: { id: 'u2', claims, permissions: [], lastUpdated: '' } };
      }
      if (url === '/api/admin/documents/users/u2') return { body: { id: 'u2', username: 'ada' } };
      return { status: 404, body: { error: { code: 'not_found', message: url } } };
    });
    const { user } = await renderSignIn({
      entry: '/signin?redirect_to=%2Flist-orgs%09%3Fpage%3D2',
    });
    await user.type(screen.getByLabelText(/Username or email/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/list-orgs?page=2');
    expect(screen.queryByText(/could not sign you in/)).not.toBeInTheDocument();
  });

  it("says 'Incorrect username/email or password' on 401", async () => {
    mockFetch(() => ({
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'bad credentials' } },
    }));
    const { user } = await renderSignIn();
    await user.type(screen.getByLabelText(/Username or email/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect username/email or password',
    );
  });

  it('shows a generic localised failure otherwise', async () => {
    mockFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'no route' } } }));
    const { user } = await renderSignIn({ locale: 'es-ES' });
    await user.type(screen.getByLabelText(/Nombre de usuario/), 'ada');
    await user.type(screen.getByLabelText(/^Contraseña/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ahora mismo no hemos podido iniciar tu sesión. Inténtalo de nuevo.',
    );
  });

  it('sends an email link, remembers the address and goes to the email-sent page', async () => {
    const fetchMock = mockFetch(() => ({ status: 204 }));
    const { user } = await renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign-in using email link' }));
    await user.type(screen.getByLabelText(/Username or email/), 'ada');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    expect(
      screen.getByText('Please enter an email address to receive a sign-in link.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Username or email/));
    await user.type(screen.getByLabelText(/Username or email/), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth-email-sent');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      email: 'ada@example.org',
    });
    expect(window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)).toBe('ada@example.org');
  });

  it('shows the generic failure when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const { user } = await renderSignIn();
    await user.type(screen.getByLabelText(/Username or email/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not sign you in right now.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
  });
});

describe('provider sign-in', () => {
  it('marks the provider pending and leaves for its start address', () => {
    const assign = vi.fn();
    startProviderSignIn('clever', '/list-orgs', assign);
    expect(assign).toHaveBeenCalledWith(
      '/api/auth/providers/clever/start?redirect_to=%2Flist-orgs',
    );
    expect(sessionStore.getSnapshot()).toMatchObject({
      ssoProvider: 'clever',
      spinner: true,
      providerSignInPending: { clever: true, classlink: false, google: false, nycps: false },
    });
    expect(providerStartUrl('google', null)).toBe('/api/auth/providers/google/start');
  });
});
