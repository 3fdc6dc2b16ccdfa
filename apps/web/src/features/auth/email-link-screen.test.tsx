import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { EMAIL_FOR_SIGN_IN_KEY } from './api/send-email-link.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { EmailLinkScreen } from './email-link-screen.tsx';
import { EmailSentScreen } from './email-sent-screen.tsx';

// The shared ending of every sign-in (store session, load records, navigate) is tested with it;
// here it is enough that the email link hands over the session and the landing path.
vi.mock('./complete-sign-in.ts', () => ({ completeSignIn: vi.fn(async () => {}) }));

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDE';
const SESSION = { accessToken: 'a.b.c', expiresAt: '2030-01-01T00:00:00.000Z', uid: 'u1' };

function renderLink(entry = `/auth-email-link?token=${TOKEN}`) {
  return renderWithProviders(<EmailLinkScreen />, {
    initialEntry: entry,
    path: '/auth-email-link',
  });
}

beforeEach(() => vi.mocked(completeSignIn).mockClear());

describe('EmailLinkScreen', () => {
  it('completes with the address stored on this device, forgets it and signs in', async () => {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, 'ada@example.org');
    const fetchMock = mockFetch(() => ({ body: { ...SESSION, redirectTo: '/list-orgs' } }));
    await renderLink();
    await waitFor(() =>
      expect(completeSignIn).toHaveBeenCalledWith(SESSION_WITH('/list-orgs'), '/list-orgs'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/email-link/complete');
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'ada@example.org', token: TOKEN });
    expect(window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)).toBeNull();
  });

  it('hands a second step over with the landing path (ADR 031)', async () => {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, 'ada@example.org');
    const step = { secondFactor: 'verify', redirectTo: '/list-orgs' };
    mockFetch(() => ({ body: step }));
    await renderLink();
    await waitFor(() => expect(completeSignIn).toHaveBeenCalledWith(step, '/list-orgs'));
    expect(window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)).toBeNull();
  });

  it('asks for the address when the link is opened on another device', async () => {
    const fetchMock = mockFetch(() => ({ body: SESSION }));
    const { user } = await renderLink();
    expect(fetchMock).not.toHaveBeenCalled();
    const email = await screen.findByLabelText(/^Email/);
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toHaveAccessibleDescription('Error: invalid email');
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.type(email, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(completeSignIn).toHaveBeenCalledWith(SESSION, undefined));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      email: 'ada@example.org',
      token: TOKEN,
    });
  });

  it('says the link is invalid or expired, with a way back to sign-in', async () => {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, 'ada@example.org');
    mockFetch(() => ({
      status: 400,
      body: { error: { code: 'bad_request', message: 'This link is invalid or has expired.' } },
    }));
    const { user } = await renderLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired',
    );
    expect(completeSignIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin');
  });

  it('says so in Spanish, and without calling the server when the token is missing', async () => {
    const fetchMock = mockFetch(() => ({ body: SESSION }));
    await renderWithProviders(<EmailLinkScreen />, {
      initialEntry: '/auth-email-link',
      path: '/auth-email-link',
      locale: 'es-ES',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace no es válido o ha caducado',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('EmailSentScreen', () => {
  it('shows the address and sends the link again', async () => {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, 'ada@example.org');
    const fetchMock = mockFetch(() => ({ status: 202, body: { accepted: true } }));
    const { user } = await renderWithProviders(<EmailSentScreen />);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/ada@example\.org/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new link.');
    const send = fetchMock.mock.calls.find(([url]) => url === '/api/auth/email-link');
    expect(JSON.parse(String(send![1]!.body))).toEqual({ email: 'ada@example.org' });
  });
});

function SESSION_WITH(redirectTo: string) {
  return { ...SESSION, redirectTo };
}
