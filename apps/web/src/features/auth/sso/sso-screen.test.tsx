import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../../stores/session-store.ts';
import { mockFetch } from '../../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { completeSignIn } from '../complete-sign-in.ts';
import { SsoScreen } from './sso-screen.tsx';
import { AuthCleverScreen, InitiateAuthNycpsScreen } from './provider-entry-screen.tsx';

vi.mock('../complete-sign-in.ts', () => ({ completeSignIn: vi.fn(async () => {}) }));

const SESSION = { accessToken: 'a.b.c', expiresAt: '2030-01-01T00:00:00.000Z', uid: 'u1' };
const NONE_PENDING = { clever: false, classlink: false, google: false, nycps: false };

function returningFrom(provider: 'clever' | 'google') {
  sessionStore.update({
    ssoProvider: provider,
    spinner: true,
    providerSignInPending: { ...NONE_PENDING, [provider]: true },
  });
}

function renderSso(entry: string, locale?: 'en-US' | 'en-GB' | 'es-ES' | 'es-CO') {
  return renderWithProviders(<SsoScreen />, { initialEntry: entry, path: '/sso', locale });
}

beforeEach(() => {
  sessionStore.reset();
  vi.mocked(completeSignIn).mockClear();
});

describe('SsoScreen', () => {
  it("says 'Signing you in…', exchanges the refresh cookie and completes the sign-in", async () => {
    returningFrom('google');
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const fetchMock = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    await renderSso('/sso?provider=google&redirect_to=%2Flist-orgs');
    expect(screen.getByRole('heading', { name: 'Signing you in…' })).toBeInTheDocument();
    expect(sessionStore.getSnapshot().spinner).toBe(true);
    answer({ status: 200, body: SESSION });
    await waitFor(() => expect(completeSignIn).toHaveBeenCalledWith(SESSION, '/list-orgs'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/refresh');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sessionStore.getSnapshot().spinner).toBe(false));
    expect(sessionStore.getSnapshot()).toMatchObject({
      ssoProvider: 'google',
      providerSignInPending: NONE_PENDING,
    });
  });

  it('keeps the spinner on while a result that came back is being completed', async () => {
    returningFrom('clever');
    mockFetch(() => ({ status: 200, body: SESSION }));
    vi.mocked(completeSignIn).mockImplementationOnce(() => new Promise(() => {}));
    await renderSso('/sso?provider=clever');
    await waitFor(() => expect(completeSignIn).toHaveBeenCalledWith(SESSION, null));
    expect(sessionStore.getSnapshot()).toMatchObject({
      spinner: true,
      providerSignInPending: NONE_PENDING,
    });
  });

  it('explains a not-provisioned account and offers Try again and Sign out', async () => {
    returningFrom('clever');
    const fetchMock = mockFetch(() => ({ status: 204 }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = await renderSso('/sso?error=not_provisioned&provider=clever');
    expect(screen.getByRole('heading', { name: 'Unable to complete sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find an account for you.');
    // No result came back: the spinner goes off and nothing is exchanged.
    expect(sessionStore.getSnapshot()).toMatchObject({
      spinner: false,
      providerSignInPending: NONE_PENDING,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/providers/clever/start');
    expect(sessionStore.getSnapshot().providerSignInPending.clever).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('shows a generic failure when the exchange fails, and names the provider for others', async () => {
    returningFrom('google');
    mockFetch(() => ({
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'Not signed in.' } },
    }));
    await renderSso('/sso?provider=google');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We are having trouble signing you in. Please try again.',
    );
    expect(sessionStore.getSnapshot().spinner).toBe(false);
    expect(completeSignIn).not.toHaveBeenCalled();
  });

  it.each([
    ['en-US', 'access_denied', 'The sign-in was canceled at Google.'],
    ['en-GB', 'access_denied', 'The sign-in was cancelled at Google.'],
    ['es-ES', 'identity_in_use', 'Esta cuenta de Google ya está vinculada a otra cuenta.'],
    ['es-CO', 'not_provisioned', 'No encontramos una cuenta para usted.'],
    ['en-US', 'something_else', 'We are having trouble signing you in.'],
  ] as const)('localises the error (%s, %s)', async (locale, code, text) => {
    await renderSso(`/sso?error=${code}&provider=google`, locale);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('offers only Sign out when the provider is unknown', async () => {
    await renderSso('/sso?error=sign_in_failed');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('provider entry pages', () => {
  it.each([
    [AuthCleverScreen, 'Loading your data from Clever...', 'clever'],
    [InitiateAuthNycpsScreen, 'Connecting to NYCPS...', 'nycps'],
  ] as const)('starts the provider sign-in at once (%#)', async (Screen, text, provider) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await renderWithProviders(<Screen />, {
      initialEntry: '/entry?redirect_to=%2Fprofile',
      path: '/entry',
    });
    expect(screen.getByRole('heading', { name: text })).toBeInTheDocument();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(
      `/api/auth/providers/${provider}/start?redirect_to=%2Fprofile`,
    );
    expect(sessionStore.getSnapshot()).toMatchObject({ ssoProvider: provider, spinner: true });
  });
});
