import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { configureAttestation } from '../../lib/attestation.ts';
import { sessionStore } from '../../stores/session-store.ts';
import { mockFetch, type MockReply } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { RegisterParentScreen } from './register-parent-screen.tsx';
import { RegisterStudentsScreen } from './register-students-screen.tsx';
import {
  clearRegistrationDraft,
  registrationDraft,
  saveParentDraft,
  type ParentDraft,
} from './registration-draft.ts';

vi.mock('../../lib/third-party/captcha.ts', () => ({
  getCaptchaToken: vi.fn(async (_siteKey: string, action: string) => `token-for-${action}`),
}));

const parent: ParentDraft = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa@example.org',
  password: 'Secret123',
  confirm: 'Secret123',
  code: 'abc12345',
  agreed: true,
  canContact: false,
  consent: { documentId: 'terms-1' },
};
const session = { accessToken: 'a.b.c', expiresAt: '2030-01-01T00:00:00.000Z', uid: 'p1' };

function server(register: () => MockReply = () => ({ body: session })) {
  return mockFetch((url) => {
    if (url.startsWith('/api/auth/register/terms'))
      return {
        body: { documentId: 'terms-1', version: '1', locale: 'en-US', title: 'Terms', body: 'x' },
      };
    if (url.startsWith('/api/activation-codes/'))
      return { body: { valid: true, orgType: 'class', orgName: 'Grade 3 - Room 204' } };
    if (url === '/api/auth/register/family') return register();
    if (url.includes('/userClaims/'))
      return { body: { claims: { role: 'launch_admin', minimalAdminOrgs: { families: ['f1'] } } } };
    if (url.includes('/documents/users/'))
      return { body: { email: 'rosa@example.org', name: { first: 'Rosa' } } };
    return { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
  });
}

/** Both steps in one router; Home and anything else show the location probe. */
const render = (entry: string) =>
  renderWithProviders(<RegisterStudentsScreen />, {
    path: '/register/student',
    initialEntry: entry,
    routes: [{ path: '/register', element: <RegisterParentScreen /> }],
  });

type User = Awaited<ReturnType<typeof render>>['user'];

async function fillChild(user: User, index: number, username: string, grade = 'Grade 2') {
  await user.type((await screen.findAllByLabelText(/^Username/))[index]!, username);
  await user.type(screen.getAllByLabelText(/^Password/)[index]!, 'Kid12345');
  await user.type(screen.getAllByLabelText(/^Confirm password/)[index]!, 'Kid12345');
  await user.type(screen.getAllByLabelText(/^Date of birth/)[index]!, '2018-04-02');
  await user.click(screen.getAllByRole('combobox', { name: /^Grade/ })[index]!);
  await user.click(await screen.findByRole('option', { name: grade }));
}

const registerButton = () => screen.findByRole('button', { name: 'Register my family' });
const body = (fetchMock: ReturnType<typeof server>) => {
  const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register/family')!;
  return JSON.parse(String(init!.body)) as Record<string, unknown>;
};

afterEach(() => {
  clearRegistrationDraft();
  configureAttestation(null);
});

describe('RegisterStudentsScreen', () => {
  it('starts over at /register, keeping the code, when there is no draft', async () => {
    server();
    const { router } = await render('/register/student?code=abc12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toBe('?code=abc12345');
  });

  it('needs at least one valid child before calling the server', async () => {
    saveParentDraft(parent);
    const fetchMock = server();
    const { user } = await render('/register/student?code=abc12345');
    expect(await screen.findByLabelText(/^Activation code/)).toHaveValue('abc12345');
    await user.click(await registerButton());
    expect(screen.getByText('Please choose a grade.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove child 1' }));
    await user.click(await registerButton());
    expect(screen.getByRole('alert')).toHaveTextContent('At least one child is required.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/register/family'))).toBe(
      false,
    );
  });

  it('keeps both steps across Back, then registers the family and goes Home', async () => {
    saveParentDraft(parent);
    configureAttestation('site-key');
    const fetchMock = server();
    const { user, router } = await render('/register/student?code=abc12345');
    await fillChild(user, 0, 'sam.diaz');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('rosa@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/^Username/)).toHaveValue('sam.diaz');

    await user.click(await registerButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(body(fetchMock)).toEqual({
      email: 'rosa@example.org',
      password: 'Secret123',
      parent: { firstName: 'Rosa', lastName: 'Diaz', canContact: false },
      students: [
        {
          username: 'sam.diaz',
          password: 'Kid12345',
          dateOfBirth: '2018-04-02',
          grade: '2',
          activationCode: 'abc12345',
        },
      ],
      consent: { documentId: 'terms-1' },
      isTestData: false,
      captchaToken: 'token-for-register',
    });
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
    expect(registrationDraft()).toBeNull();
  });

  it('goes on to set up an authenticator app when the server asks for it', async () => {
    saveParentDraft(parent);
    server(() => ({ body: { secondFactor: 'enrol' } }));
    const { user, router } = await render('/register/student?code=abc12345');
    await fillChild(user, 0, 'sam.diaz');
    await user.click(await registerButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth-second-factor'));
    expect(router.state.location.search).toBe('');
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
    expect(registrationDraft()).toBeNull();
  });

  it('sends a taken email back to the parent step, on the email field', async () => {
    saveParentDraft(parent);
    const fetchMock = server(() => ({
      status: 409,
      body: { error: { code: 'email_taken', message: 'taken', fields: { email: 'email_taken' } } },
    }));
    const { user, router } = await render('/register/student?code=abc12345');
    await fillChild(user, 0, 'sam.diaz');
    await user.click(await registerButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('This email address is already in use.');
    expect(email).toHaveValue('rosa@example.org');
    expect(body(fetchMock)).not.toHaveProperty('captchaToken');
    expect(registrationDraft()?.children?.[0]?.username).toBe('sam.diaz');
  });

  it('shows a taken username and a refused code on the child they belong to', async () => {
    saveParentDraft(parent);
    server(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'refused',
          fields: {
            'students.0.activationCode': 'activation_code_expired',
            'students.1.username': 'username_taken',
          },
        },
      },
    }));
    const { user } = await render('/register/student');
    await fillChild(user, 0, 'ana.d', 'Kindergarten');
    await user.click(screen.getByRole('button', { name: 'Add another child' }));
    await fillChild(user, 1, 'student1', 'Kindergarten');
    await user.click(await registerButton());
    const usernames = screen.getAllByLabelText(/^Username/);
    await waitFor(() => expect(usernames[1]).toHaveAttribute('aria-invalid', 'true'));
    expect(usernames[1]).toHaveAccessibleDescription(
      expect.stringContaining('This username is already in use.'),
    );
    expect(usernames[0]).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByLabelText(/^Activation code/)[0]).toHaveAccessibleDescription(
      'The code has expired. Please enter a valid code.',
    );
  });
});
