import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { NO_EMAIL_WARNING, sendPasswordResetEmail } from './api/password-reset.ts';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

const TOKEN = 'reset_0123456789abcdefghijklmnopqrstuvwxyz';

async function renderReset(locale: 'en-US' | 'es-ES' = 'en-US') {
  const rendered = await renderWithProviders(<ResetPasswordScreen />, {
    initialEntry: `/reset-password?token=${TOKEN}`,
    path: '/reset-password',
    locale,
  });
  // The screen's texts arrive with it (src/i18n/screens).
  await waitForElementToBeRemoved(() => screen.queryByLabelText('Loading…'));
  return rendered;
}

/** The rules the checklist shows as still missing, by their visible text. */
const problems = () =>
  [...screen.getByTestId('password-rules').querySelectorAll('li[data-met="false"]')].map((li) =>
    (li.textContent ?? '').replace(/\s*\((missing|pendiente)\)$/, ''),
  );

describe('ResetPasswordScreen', () => {
  it('checks off each rule while typing and names what is still missing', async () => {
    const { user, i18n } = await renderReset();
    const password = screen.getByLabelText(/^New password/);
    expect(problems()).toHaveLength(4);
    await user.type(password, 'a');
    expect(problems()).toEqual(['At least 8 characters', 'An uppercase letter', 'A number']);
    await user.type(password, 'bcdefgH');
    expect(problems()).toEqual(['A number']);
    await user.type(password, '1');
    expect(problems()).toEqual([]);
    await user.clear(password);
    await user.type(password, 'ABC');
    await act(() => i18n.changeLanguage('es-ES'));
    await waitFor(() =>
      expect(problems()).toEqual(['Al menos 8 caracteres', 'Una letra minúscula', 'Un número']),
    );
  });

  it('refuses a mismatched confirmation without calling the server', async () => {
    const fetchMock = mockFetch(() => ({ body: { accepted: true } }));
    const { user } = await renderReset();
    await user.type(screen.getByLabelText(/^New password/), 'NewSecret42');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewSecret43');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the server finds the password too common, and keeps the form', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'x',
          fields: { password: 'password_too_common' },
        },
      },
    }));
    const { user } = await renderReset();
    const password = screen.getByLabelText(/^New password/);
    await user.type(password, 'P4ssword');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'P4ssword');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(/too common/);
  });

  it('sets the new password and leads to sign-in', async () => {
    const fetchMock = mockFetch(() => ({ body: { accepted: true } }));
    const { user } = await renderReset();
    await user.type(screen.getByLabelText(/^New password/), 'NewSecret42');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewSecret42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed and you have been signed out everywhere.',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/password-reset/complete');
    expect(JSON.parse(String(init!.body))).toEqual({ token: TOKEN, password: 'NewSecret42' });
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin');
  });

  it('says when the link is invalid or expired', async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: { code: 'bad_request', message: 'This link is invalid or has expired.' } },
    }));
    const { user } = await renderReset();
    await user.type(screen.getByLabelText(/^New password/), 'NewSecret42');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewSecret42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired',
    );
  });
});

describe('sendPasswordResetEmail', () => {
  it('warns and returns false when the signed-in user has no email', async () => {
    const fetchMock = mockFetch(() => ({ status: 202, body: { accepted: true } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await sendPasswordResetEmail({ email: null })).toBe(false);
    expect(await sendPasswordResetEmail(null)).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      'Logged in user does not have an associated email. Unable to send password reset email',
    );
    expect(NO_EMAIL_WARNING).toBe(
      'Logged in user does not have an associated email. Unable to send password reset email',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the reset request for a user with an email', async () => {
    const fetchMock = mockFetch(() => ({ status: 202, body: { accepted: true } }));
    expect(await sendPasswordResetEmail({ email: 'ada@example.org' })).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/password-reset');
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'ada@example.org' });
  });
});
