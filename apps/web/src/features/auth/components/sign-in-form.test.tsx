import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Locale } from '@roar/contracts';
import { sessionStore } from '../../../stores/session-store.ts';
import { mockFetch } from '../../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

const rateLimited = { error: { code: 'rate_limited', message: 'Too many failed sign-ins.' } };

/** Submits a password sign-in that the server answers with 429 (and Retry-After when given). */
async function signInThrottled(locale: Locale, retryAfter?: string) {
  mockFetch(() => ({
    status: 429,
    body: rateLimited,
    headers: retryAfter ? { 'retry-after': retryAfter } : undefined,
  }));
  const { user, container } = await renderWithProviders(<SignInForm />, { locale });
  // Found by name, whatever the language of their labels.
  const field = (selector: string) => container.querySelector<HTMLElement>(selector)!;
  await user.type(field('input[name="identifier"]'), 'pupil.one');
  await user.type(field('input[name="password"]'), 'Guess-1234');
  await user.click(field('button[type="submit"]'));
  return screen.findByRole('alert');
}

describe('SignInForm when sign-in is throttled (ADR 021)', () => {
  it.each([
    ['en-US', '8', 'Too many sign-in attempts. Please try again in 8 seconds.'],
    ['en-US', '1', 'Too many sign-in attempts. Please try again in 1 second.'],
    ['en-GB', '300', 'Too many sign-in attempts. Please try again in 5 minutes.'],
    [
      'es-ES',
      '61',
      'Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de 2 minutos.',
    ],
    ['es-CO', '30', 'Demasiados intentos de ingreso. Inténtelo de nuevo en 30 segundos.'],
  ] as const)('in %s, says how long to wait (Retry-After %s)', async (locale, retryAfter, text) => {
    expect(await signInThrottled(locale, retryAfter)).toHaveTextContent(text);
  });

  it('asks to wait a moment when the answer does not say how long', async () => {
    expect(await signInThrottled('en-US')).toHaveTextContent(
      'Too many sign-in attempts. Please wait a moment and try again.',
    );
  });
});

describe('SignInForm when the account uses two-step sign-in (ADR 031)', () => {
  it.each([
    ['verify', '/signin?redirect_to=%2Flist-orgs', '/auth-second-factor?redirect_to=%2Flist-orgs'],
    ['enrol', '/signin', '/auth-second-factor'],
  ] as const)(
    'goes on to the second step (%s) with redirect_to, without a session',
    async (step, entry, target) => {
      const fetchMock = mockFetch(() => ({ body: { secondFactor: step } }));
      const { user, router } = await renderWithProviders(<SignInForm />, {
        initialEntry: entry,
        path: '/signin',
      });
      await user.type(screen.getByLabelText(/Username or email/), 'grace');
      await user.type(screen.getByLabelText(/^Password/), 'Secret-1234');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target),
      );
      expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
      // Only the sign-in itself: no records are loaded without a session.
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/sign-in']);
    },
  );
});
