import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@roar/contracts';
import { sessionStore } from '../../stores/session-store.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asAdmin, asParticipant, asSuperAdmin, signInAs } from '../../testing/sessions.ts';
import { setViewportWidth } from '../../testing/viewport.ts';
import { NavBar } from './nav-bar.tsx';

afterEach(() => setViewportWidth(1024));

async function renderNav(locale: 'en-US' | 'es-ES' = 'en-US') {
  return renderWithProviders(<NavBar />, { locale, initialEntry: '/', path: '/' });
}

describe('NavBar, wide layout (> 728 px)', () => {
  it('shows logo, greeting, text sign-out, language selector and gear', async () => {
    setViewportWidth(729);
    asParticipant();
    await renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(screen.getByTestId('nav-bar')).toHaveAttribute('data-layout', 'wide');
    expect(within(nav).getByRole('link', { name: 'ROAR home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByText('Hi, Ada!')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Profile settings' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const language = within(nav).getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'English (United States)',
      'English (United Kingdom)',
      'Español (España)',
      'Español (Latinoamérica)',
    ]);
  });

  it('offers the admin menu groups the user may use', async () => {
    asAdmin();
    await renderNav();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
    // The category menus load as their own chunk.
    expect(await screen.findByRole('button', { name: 'Organizations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Administrations' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('switches the language, saving the locale code', async () => {
    asParticipant();
    const { user, i18n } = await renderNav();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Language' }),
      'Español (España)',
    );
    expect(await screen.findByText('¡Hola, Ada!')).toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('es-ES');
    expect(window.localStorage.getItem('roar.locale')).toBe('es-ES');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('signs out: session cleared, stored state removed, off to /signin', async () => {
    asParticipant();
    window.sessionStorage.setItem('roar.game', '{}');
    const { user } = await renderNav();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin');
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
    expect(window.sessionStorage.getItem('roar.session')).toBeNull();
    expect(window.sessionStorage.getItem('roar.game')).toBeNull();
  });
});

describe('NavBar, narrow layout (<= 728 px)', () => {
  it('shows a solid sign-out button and a hamburger that opens the menu drawer', async () => {
    setViewportWidth(360);
    asSuperAdmin();
    const { user } = await renderNav();
    expect(screen.getByTestId('nav-bar')).toHaveAttribute('data-layout', 'narrow');
    expect(screen.queryByText('Hi, root!')).not.toBeInTheDocument();
    const signOut = screen.getByRole('button', { name: 'Sign Out' });
    expect(signOut).toHaveAttribute('data-variant', 'filled');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByText('Hi, root!')).toBeInTheDocument();
    for (const group of ['Home', 'Organizations', 'Users', 'Administrations']) {
      expect(within(drawer).getByRole('region', { name: group })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('link', { name: 'Manage Tasks' })).toHaveAttribute(
      'href',
      '/manage-tasks-variants',
    );
    expect(within(drawer).getByRole('link', { name: 'Register New Family' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('uses the exact breakpoint: 728 px is narrow', async () => {
    setViewportWidth(728);
    asParticipant();
    await renderNav();
    expect(screen.getByTestId('nav-bar')).toHaveAttribute('data-layout', 'narrow');
  });
});

describe('NavBar contents', () => {
  it('hides the gear without Profile.READ and for nycps users', async () => {
    signInAs({ permissions: [PERMISSIONS.Tasks.LAUNCH], claims: { role: 'launch_admin' } });
    const first = await renderNav();
    expect(screen.queryByRole('link', { name: 'Profile settings' })).not.toBeInTheDocument();
    // a launch administrator gets no menu entries
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
    first.unmount();

    signInAs({
      permissions: ROLE_PERMISSIONS.participant,
      userData: { username: 'kid', nycps: true },
    });
    await renderNav();
    expect(screen.queryByRole('link', { name: 'Profile settings' })).not.toBeInTheDocument();
    expect(screen.getByText('Hi, kid!')).toBeInTheDocument();
  });

  it('greets with the display-name fallback, localising Admin and User', async () => {
    signInAs({ claims: { admin: true }, userData: {} });
    const first = await renderNav('es-ES');
    expect(screen.getByText('¡Hola, Administrador!')).toBeInTheDocument();
    first.unmount();
    signInAs({ claims: {}, userData: { email: 'sam@example.org' } });
    await renderNav();
    expect(screen.getByText('Hi, sam@example.org!')).toBeInTheDocument();
  });

  it('shows only logo and language selector to a visitor who is not signed in', async () => {
    await renderNav();
    expect(screen.getByRole('link', { name: 'ROAR home' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Hi,/)).not.toBeInTheDocument();
  });
});
