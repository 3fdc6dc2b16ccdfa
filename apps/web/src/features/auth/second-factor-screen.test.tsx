import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Locale } from '@roar/contracts';
import { sessionStore } from '../../stores/session-store.ts';
import { asAdmin } from '../../testing/sessions.ts';
import { mockFetch, type MockReply } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { SecondFactorScreen } from './second-factor-screen.tsx';

const SESSION = { accessToken: 'a.b.c', expiresAt: '2030-01-01T00:00:00.000Z', uid: 'u1' };
const VERIFY = { purpose: 'verify', recoveryCodesLeft: 3 };
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/ROAR:ada%40example.org?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=ROAR',
};
const ENROL = { purpose: 'enrol', setup: SETUP, recoveryCodesLeft: 0 };
const CODES = ['ABCDE-FGHJK', 'KMNPQ-RSTVW', 'XYZ23-45678'];

const failure = (status: number, code: string, message = 'x', extra: object = {}) => ({
  status,
  body: { error: { code, message, ...extra } },
});
const wrongCode = failure(400, 'second_factor_wrong_code', 'Wrong code', {
  fields: { code: 'wrongCode' },
});

/**
 * The page's server: the pending sign-in (GET), the code (POST) and the records a new session
 * loads (establishSession).
 */
function serve(challenge: MockReply, answer: () => MockReply = () => ({ body: SESSION })) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/second-factor') return init.method === 'POST' ? answer() : challenge;
    if (url.includes('/userClaims/')) return { body: { claims: { role: 'admin', admin: true } } };
    if (url.includes('/documents/users/')) return { body: { name: { first: 'Ada' } } };
    return failure(404, 'not_found');
  });
}

function renderPage(entry = '/auth-second-factor?redirect_to=%2Flist-orgs', locale?: Locale) {
  return renderWithProviders(<SecondFactorScreen />, {
    initialEntry: entry,
    path: '/auth-second-factor',
    locale,
  });
}

describe('SecondFactorScreen: verify', () => {
  it('signs in with the code from the app and goes on to redirect_to', async () => {
    const fetchMock = serve({ body: VERIFY });
    const { user, router } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Code' });
    expect(field).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list-orgs'));
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/auth/second-factor');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ code: '123456' });
  });

  it('says a wrong code under the field, then empties and focuses it', async () => {
    serve({ body: VERIFY }, () => wrongCode);
    const { user } = await renderPage();
    const field = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(
          'That code is not right. Check the time on your phone and try again.',
        ),
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
  });

  it('asks for the code before calling the server', async () => {
    const fetchMock = serve({ body: VERIFY });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the code.'),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('switches to a recovery code and says how many are left', async () => {
    const fetchMock = serve({ body: VERIFY });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.click(screen.getByRole('button', { name: 'Use a code from your app instead' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once. You have 3 recovery codes left.',
    );
    expect(field).not.toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sessionStore.getSnapshot().isAuthenticated).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ code: 'abcde-fghjk' });
  });

  it.each([
    ['en-US', 1, 'You have 1 recovery code left.'],
    ['es-ES', 1, 'Te queda 1 código de recuperación.'],
    ['es-CO', 2, 'Le quedan 2 códigos de recuperación.'],
    ['en-US', 0, 'You have no recovery codes left.'],
  ] as const)('in %s, counts %i recovery codes left', async (locale, left, text) => {
    serve({ body: { ...VERIFY, recoveryCodesLeft: left } });
    const { user, container } = await renderPage('/auth-second-factor', locale);
    await screen.findByRole('textbox');
    // The link that switches to recovery codes, whatever its language.
    await user.click(container.querySelector<HTMLElement>('button[type="button"]')!);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(expect.stringContaining(text));
  });

  it('says the sign-in has ended; the way back keeps redirect_to', async () => {
    serve(failure(401, 'second_factor_expired', 'This sign-in has ended. Sign in again.'));
    const { user, router } = await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has ended. Please sign in again.',
    );
    await user.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe('?redirect_to=%2Flist-orgs');
  });

  it('goes on to redirect_to when the browser is signed in already (a reload after the codes)', async () => {
    asAdmin();
    serve(failure(401, 'second_factor_expired', 'This sign-in has ended. Sign in again.'));
    const { router } = await renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/list-orgs'));
  });

  it('ends the page after too many wrong codes', async () => {
    serve({ body: VERIFY }, () =>
      failure(401, 'second_factor_expired', 'Too many wrong codes. Sign in again.'),
    );
    const { user } = await renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has ended because of too many wrong codes. Please sign in again.',
    );
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeInTheDocument();
  });

  it('says how long to wait after too many attempts', async () => {
    serve({ body: VERIFY }, () => ({
      ...failure(429, 'rate_limited', 'Too many failed sign-ins.'),
      headers: { 'retry-after': '30' },
    }));
    const { user } = await renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 30 seconds.',
    );
  });
});

describe('SecondFactorScreen after a provider sign-in', () => {
  it('settles the pending provider sign-in, which came back here instead of /sso', async () => {
    sessionStore.update({
      ssoProvider: 'clever',
      spinner: true,
      providerSignInPending: { clever: true, classlink: false, google: false, nycps: false },
    });
    serve({ body: VERIFY });
    await renderPage();
    await screen.findByRole('textbox', { name: 'Code' });
    expect(sessionStore.getSnapshot()).toMatchObject({
      ssoProvider: 'clever',
      spinner: false,
      providerSignInPending: { clever: false, classlink: false, google: false, nycps: false },
    });
  });
});

describe('SecondFactorScreen: enrol', () => {
  it('shows the QR code and the key, then the recovery codes, then signs in', async () => {
    const fetchMock = serve({ body: ENROL }, () => ({
      body: { ...SESSION, recoveryCodes: CODES },
    }));
    const { user, router } = await renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/must use an authenticator app/)).toHaveTextContent(
      /Google Authenticator, Microsoft Authenticator/,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Step 1: Scan the QR code' }),
    ).toBeVisible();
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText("Can't scan it? Enter this key:")).toBeInTheDocument();
    expect(screen.getByTestId('authenticator-key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Code' });
    expect(field).not.toHaveFocus();
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and continue' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveTextContent(CODES.join(''));
    // No session until the codes are saved.
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/list-orgs'));
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ code: '654321' });
  });

  it('copies and downloads the recovery codes', async () => {
    serve({ body: ENROL }, () => ({ body: { ...SESSION, recoveryCodes: CODES } }));
    // jsdom has no object URLs: stand-ins for this test only.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, original));
    let file: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        file = blob;
        return 'blob:codes';
      }),
      revokeObjectURL: vi.fn(),
    });
    let downloadName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloadName = this.download;
    });
    const { user } = await renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and continue' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloadName).toBe('roar-recovery-codes.txt');
    const text = await file!.text();
    expect(text).toContain('Recovery codes for two-step sign-in to ROAR.');
    for (const code of CODES) expect(text).toContain(code);
  });

  it('speaks Spanish', async () => {
    serve({ body: ENROL });
    await renderPage('/auth-second-factor', 'es-ES');
    expect(
      await screen.findByRole('heading', { name: 'Configura la verificación en dos pasos' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activar y continuar' })).toBeInTheDocument();
  });
});
