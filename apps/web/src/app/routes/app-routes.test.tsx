import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../stores/session-store.ts';
import { asAdmin, asParticipant, asSuperAdmin } from '../../testing/sessions.ts';
import { currentHref, renderApp } from '../testing/render-app.tsx';
import { mockFetch } from '../../testing/fetch-mock.ts';

/** The participant home's answer for a student without assignments. */
const noAssignments = () =>
  mockFetch(() => ({
    body: {
      student: { id: 's1', displayName: 'Ada', firstName: 'Ada', grade: '3' },
      assignments: [],
    },
  }));
import { PERMISSION_WARNING } from '../navigation/use-navigation-guard.ts';

describe('navigation bar visibility', () => {
  it.each([
    '/signin',
    '/register',
    '/register/student',
    '/auth-nycps',
    '/initiate-auth-nycps',
    '/game/swr',
    '/game/letter-en-ca',
    '/game/core-tasks/trog',
    '/game/roar-readaloud',
    '/game/roar-survey',
    '/launch/student-1/game/pa-es',
    '/launch/student-1/game/core-tasks/hearts-and-flowers',
  ])('is hidden on %s', async (path) => {
    if (!path.startsWith('/signin') && !path.startsWith('/register') && !path.includes('nycps')) {
      asSuperAdmin();
    }
    await renderApp(path);
    expect(screen.queryByTestId('nav-bar')).not.toBeInTheDocument();
  });

  it.each([
    '/',
    '/profile',
    '/list-orgs',
    '/launch/student-1',
    '/unauthorized',
    '/nowhere',
    '/sso',
  ])('shows on %s', async (path) => {
    asSuperAdmin();
    await renderApp(path);
    expect(await screen.findByTestId('nav-bar')).toBeInTheDocument();
  });

  it('shows on exempt callback pages such as /auth-clever, without a greeting', async () => {
    await renderApp('/auth-clever');
    expect(await screen.findByTestId('nav-bar')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Loading your data from Clever...' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });
});

describe('guard', () => {
  it('sends a visitor to /signin with the wanted path', async () => {
    const { router } = await renderApp('/list-orgs?page=2');
    await waitFor(() =>
      expect(currentHref(router)).toBe('/signin?redirect_to=%2Flist-orgs%3Fpage%3D2'),
    );
    expect(await screen.findByRole('heading', { name: 'Welcome to ROAR!' })).toBeInTheDocument();
  });

  it('sends a visitor of Home to plain /signin', async () => {
    const { router } = await renderApp('/');
    await waitFor(() => expect(currentHref(router)).toBe('/signin'));
  });

  it('sends a user without the permission to /unauthorized with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    asParticipant();
    const { router } = await renderApp('/create-orgs');
    await waitFor(() => expect(currentHref(router)).toBe('/unauthorized'));
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(PERMISSION_WARNING, { path: '/create-orgs' });
  });

  it('warns of no missing permission while a stored sign-in is restored (reload of /administrator)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => ({ body: { items: [], total: 0, page: 1, pageSize: 10 } }));
    // Signed in before the reload: the user is known, the access token and claims not yet.
    sessionStore.update({ adminUser: { uid: 'admin-uid' }, appUser: { uid: 'app-uid' } });
    sessionStore.setReady(false);
    const { router } = await renderApp('/administrator');
    await act(async () => {
      asSuperAdmin();
    });
    await waitFor(() => expect(currentHref(router)).toBe('/administrator'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith(PERMISSION_WARNING, expect.anything());
  });

  it('sends a signed-in user away from /register, and everyone away from /maintenance', async () => {
    asParticipant();
    noAssignments();
    const { router } = await renderApp('/register');
    await waitFor(() => expect(currentHref(router)).toBe('/'));
    expect(
      await screen.findByRole('heading', { name: 'You have no assignments!' }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/maintenance'));
    await waitFor(() => expect(currentHref(router)).toBe('/'));
  });

  it("gives a super admin's 'Register New Family' its own page, title and menu", async () => {
    asSuperAdmin();
    mockFetch(() => ({ body: { items: [], total: 0, page: 1, pageSize: 100 } }));
    const { router } = await renderApp('/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register a new family' }),
    ).toBeInTheDocument();
    expect(currentHref(router)).toBe('/register');
    expect(await screen.findByTestId('nav-bar')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('ROAR: Register a new family'));
  });

  it('leads to /enable-cookies when cookies are blocked', async () => {
    vi.spyOn(window.navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const { router } = await renderApp('/list-orgs');
    await waitFor(() => expect(currentHref(router)).toBe('/enable-cookies'));
    expect(
      await screen.findByRole('heading', { name: 'Please turn on cookies' }),
    ).toBeInTheDocument();
  });

  it('strips the query when leaving a callback route', async () => {
    asAdmin();
    const { router } = await renderApp('/sso?code=secret');
    await act(() => router.navigate('/list-orgs?code=secret#x'));
    await waitFor(() => expect(currentHref(router)).toBe('/list-orgs'));
  });

  it('opens the second step of a sign-in to a visitor, and keeps its redirect_to', async () => {
    mockFetch((url) =>
      url === '/api/auth/second-factor'
        ? { body: { purpose: 'verify', recoveryCodesLeft: 10 } }
        : { status: 404, body: { error: { code: 'not_found', message: 'x' } } },
    );
    const { router } = await renderApp('/auth-email-link?token=secret');
    await act(() => router.navigate('/auth-second-factor?redirect_to=%2Flist-orgs'));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(currentHref(router)).toBe('/auth-second-factor?redirect_to=%2Flist-orgs');
    expect(screen.queryByTestId('nav-bar')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('ROAR: Two-step sign-in'));
  });

  it('reacts to sign-out from elsewhere: a protected page goes to /signin', async () => {
    asAdmin();
    const { router } = await renderApp('/list-orgs');
    expect(await screen.findByRole('heading', { name: 'List Organizations' })).toBeInTheDocument();
    act(() => sessionStore.reset());
    await waitFor(() => expect(currentHref(router)).toBe('/signin?redirect_to=%2Flist-orgs'));
  });
});

describe('the server-state cache (ADR 043)', () => {
  it('is not needed on the sign-in page, even once the user is signed in there', async () => {
    noAssignments();
    await renderApp('/signin', { appCache: true });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // Signed in on the sign-in page (before it moves on): the session timer appears there and
    // reads the server's settings through the cache, which it loads itself.
    act(() => asParticipant());
    expect(await screen.findByTestId('session-timer-slot')).toBeInTheDocument();
    await act(async () => {
      await import('../../components/session-timer/session-timer.tsx');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('loads with the first page that needs it', async () => {
    noAssignments();
    asParticipant();
    await renderApp('/', { appCache: true });
    // The navigation bar reads the server's settings through the cache.
    expect(await screen.findByTestId('nav-bar')).toBeInTheDocument();
  });
});

describe('pages and head', () => {
  it('sets the document title and html lang from route and language', async () => {
    await renderApp('/signin', { locale: 'es-CO' });
    await waitFor(() => expect(document.title).toBe('ROAR: Iniciar sesión'));
    expect(document.documentElement.lang).toBe('es-CO');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The Rapid Online Assessment of Reading',
    );
  });

  it('titles placeholder screens with their localised route title', async () => {
    asSuperAdmin();
    await renderApp('/administration/create');
    expect(
      await screen.findByRole('heading', { name: 'Create an administration' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('ROAR: Create an administration'));
  });

  it('shows the admin home to admins and the participant home to participants', async () => {
    asAdmin();
    const first = await renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'View Administrations' }),
    ).toBeInTheDocument();
    first.unmount();
    asParticipant();
    noAssignments();
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'You have no assignments!' }),
    ).toBeInTheDocument();
  });

  it('mounts the session timer slot only when ready and signed in', async () => {
    asParticipant();
    const first = await renderApp('/');
    expect(screen.getByTestId('session-timer-slot')).toBeInTheDocument();
    first.unmount();
    // Restoring a stored sign-in at app start: a loader, no decisions, no timer yet.
    sessionStore.setReady(false);
    await renderApp('/');
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.queryByTestId('session-timer-slot')).not.toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths', async () => {
    asParticipant();
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('ROAR: Page not found'));
  });
});
