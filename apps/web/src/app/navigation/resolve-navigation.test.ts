import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@roar/contracts';
import { metaForPath } from '../routes/page-routes.tsx';
import {
  resolveNavigation,
  type NavLocation,
  type NavigationSession,
} from './resolve-navigation.ts';

function loc(href: string): NavLocation {
  const url = new URL(href, 'http://test.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const guest: NavigationSession = {
  isAuthenticated: false,
  cookiesEnabled: true,
  permissions: [],
  isAdmin: false,
};
const participant: NavigationSession = {
  isAuthenticated: true,
  cookiesEnabled: true,
  permissions: ROLE_PERMISSIONS.participant,
  isAdmin: false,
};
const admin: NavigationSession = {
  isAuthenticated: true,
  cookiesEnabled: true,
  permissions: ROLE_PERMISSIONS.admin,
  isAdmin: true,
};
const superAdmin: NavigationSession = {
  isAuthenticated: true,
  cookiesEnabled: true,
  permissions: ROLE_PERMISSIONS.super_admin,
  isAdmin: true,
};

function go(to: string, session: NavigationSession, from: string | null = null) {
  return resolveNavigation(from === null ? null : loc(from), loc(to), session, metaForPath);
}

describe('resolveNavigation: sign-in guard', () => {
  it('sends an unauthenticated visitor to /signin with the wanted path and query', () => {
    expect(go('/list-orgs?page=2&sort=name', guest)).toMatchObject({
      redirect: '/signin?redirect_to=%2Flist-orgs%3Fpage%3D2%26sort%3Dname',
      reason: 'sign-in-required',
    });
    expect(go('/profile', guest).redirect).toBe('/signin?redirect_to=%2Fprofile');
    expect(go('/game/swr', guest).redirect).toBe('/signin?redirect_to=%2Fgame%2Fswr');
  });

  it('shows the not-found page without sign-in', () => {
    expect(go('/no/such/page', guest).redirect).toBeUndefined();
  });

  it('sends a user who is signing out to plain /signin', () => {
    expect(go('/list-orgs', { ...guest, signingOut: true }).redirect).toBe('/signin');
  });

  it('sends an unauthenticated visitor of Home to /signin without a query', () => {
    expect(go('/', guest).redirect).toBe('/signin');
  });

  it.each([
    '/signin',
    '/signin?redirect_to=%2Fprofile',
    '/auth-clever?code=1',
    '/auth-classlink',
    '/auth-email-link',
    '/auth-email-sent',
    '/auth-nycps',
    '/initiate-auth-nycps',
    '/register',
    '/register?code=abc',
    '/register/student',
  ])('lets an unauthenticated visitor open exempt route %s', (path) => {
    expect(go(path, guest)).toEqual({});
  });

  it('lets a signed-in user through', () => {
    expect(go('/', participant)).toEqual({});
    expect(go('/game/swr-es', participant)).toEqual({});
    expect(go('/list-orgs', admin)).toEqual({});
  });
});

describe('resolveNavigation: special routes', () => {
  it('redirects /maintenance to Home (and on to /signin when signed out)', () => {
    expect(go('/maintenance', participant)).toMatchObject({ redirect: '/', reason: 'maintenance' });
    expect(go('/maintenance', guest)).toMatchObject({
      redirect: '/signin',
      reasons: ['maintenance', 'sign-in-required'],
    });
  });

  it('keeps registration for guests: a signed-in user goes Home', () => {
    expect(go('/register', participant)).toMatchObject({ redirect: '/', reason: 'guest-only' });
    expect(go('/register/student?code=x', admin)).toMatchObject({ redirect: '/' });
  });

  it("opens /register ('Register New Family') to whoever may mint activation codes", () => {
    expect(go('/register', superAdmin)).toEqual({});
    expect(
      go('/register', { ...admin, permissions: [PERMISSIONS.ActivationCodes.CREATE] }),
    ).toEqual({});
    // The children step stays for guests only.
    expect(go('/register/student', superAdmin)).toMatchObject({ redirect: '/' });
  });

  it('sends every route to /enable-cookies when cookies are blocked', () => {
    const blocked = { ...guest, cookiesEnabled: false };
    expect(go('/', blocked)).toMatchObject({
      redirect: '/enable-cookies',
      reason: 'cookies-blocked',
    });
    expect(go('/signin', blocked).redirect).toBe('/enable-cookies');
    expect(go('/list-orgs', { ...admin, cookiesEnabled: false }).redirect).toBe('/enable-cookies');
    expect(go('/enable-cookies', blocked)).toEqual({});
  });
});

describe('resolveNavigation: SSO and callbacks', () => {
  it('carries redirect_to from /signin over to /sso when /sso lacks it', () => {
    expect(go('/sso', participant, '/signin?redirect_to=%2Flist-orgs')).toMatchObject({
      redirect: '/sso?redirect_to=%2Flist-orgs',
      reason: 'sso-redirect-carried',
    });
  });

  it('replaces a different redirect_to on /sso and keeps other parameters', () => {
    expect(
      go('/sso?code=1&redirect_to=%2Fx', participant, '/signin?redirect_to=%2Fy'),
    ).toMatchObject({
      redirect: '/sso?code=1&redirect_to=%2Fy',
    });
  });

  it('leaves /sso alone when redirect_to already matches or /signin had none', () => {
    expect(go('/sso?redirect_to=%2Fy', participant, '/signin?redirect_to=%2Fy')).toEqual({});
    expect(go('/sso', participant, '/signin')).toEqual({});
    expect(go('/sso', participant, '/profile?redirect_to=%2Fy')).toEqual({});
  });

  it.each([
    '/sso?code=abc',
    '/auth-clever?code=1#x',
    '/auth-classlink?code=2',
    '/auth-nycps?code=3',
    '/initiate-auth-nycps?state=4',
    '/auth-email-link?oobCode=5',
  ])('strips query and hash when leaving %s', (from) => {
    expect(go('/list-orgs?tab=2#top', admin, from)).toMatchObject({
      redirect: '/list-orgs',
      reason: 'leaving-callback',
    });
    expect(go('/?x=1', admin, from).redirect).toBe('/');
  });

  it('strips before the sign-in redirect, so redirect_to holds the clean path', () => {
    expect(go('/profile?secret=1', guest, '/auth-clever?code=1')).toMatchObject({
      redirect: '/signin?redirect_to=%2Fprofile',
      reasons: ['leaving-callback', 'sign-in-required'],
    });
  });

  it('keeps only redirect_to when an email link goes on to the second step (ADR 031)', () => {
    const from = '/auth-email-link?token=secret';
    expect(go('/auth-second-factor?redirect_to=%2Flist-orgs', guest, from)).toEqual({});
    expect(go('/auth-second-factor?redirect_to=%2Fx&other=1#top', guest, from)).toMatchObject({
      redirect: '/auth-second-factor?redirect_to=%2Fx',
      reason: 'leaving-callback',
    });
    expect(go('/auth-second-factor?other=1', guest, from).redirect).toBe('/auth-second-factor');
  });

  it('does not strip when staying on the callback route or leaving other routes', () => {
    expect(go('/sso?code=2', participant, '/sso?code=1')).toEqual({});
    expect(go('/list-orgs?tab=2', admin, '/profile?x=1')).toEqual({});
    expect(go('/list-orgs', admin, '/sso?code=1')).toEqual({});
  });
});

describe('resolveNavigation: permissions', () => {
  it.each([
    ['/register-students', PERMISSIONS.Users.CREATE],
    ['/administrator', PERMISSIONS.Administrators.UPDATE],
    ['/administration/create', PERMISSIONS.Administrations.CREATE],
    ['/administration/edit/a1', PERMISSIONS.Administrations.UPDATE],
    ['/administration/duplicate/a1', PERMISSIONS.Administrations.CREATE],
    ['/create-administrator', PERMISSIONS.Administrators.CREATE],
    ['/create-orgs', PERMISSIONS.Organizations.CREATE],
    ['/list-orgs', PERMISSIONS.Organizations.LIST],
    ['/list-users/school/s1/Lincoln', PERMISSIONS.Users.LIST],
    ['/manage-tasks-variants', PERMISSIONS.Tasks.UPDATE],
    ['/administration/a1/school/s1', PERMISSIONS.Reports.Progress.READ],
    ['/scores/a1/school/s1', PERMISSIONS.Reports.Score.READ],
    ['/scores/a1/school/s1/user/u1', PERMISSIONS.Reports.Student.READ],
    ['/scores/a1/school/s1/user/u1/new', PERMISSIONS.Reports.Student.READ],
    ['/profile', PERMISSIONS.Profile.READ],
    ['/launch/u1', PERMISSIONS.Tasks.LAUNCH],
    ['/launch/u1/game/swr', PERMISSIONS.Tasks.LAUNCH],
    ['/launch/u1/game/core-tasks/trog', PERMISSIONS.Tasks.LAUNCH],
  ])('%s needs %s', (path, permission) => {
    const without = { ...superAdmin, permissions: ALL_BUT(permission) };
    expect(go(path, without)).toMatchObject({
      redirect: '/unauthorized',
      reason: 'missing-permission',
    });
    expect(go(path, { ...without, permissions: [permission] })).toEqual({});
  });

  it('lets a super admin open every administrative route', () => {
    for (const path of ['/create-orgs', '/manage-tasks-variants', '/administration/create']) {
      expect(go(path, superAdmin)).toEqual({});
    }
  });

  it('needs admin status for the password and linked-accounts profile tabs', () => {
    expect(go('/profile/password', participant)).toMatchObject({
      redirect: '/unauthorized',
      reason: 'missing-admin-status',
    });
    expect(go('/profile/accounts', participant).redirect).toBe('/unauthorized');
    expect(go('/profile', participant)).toEqual({});
    expect(go('/profile/password', admin)).toEqual({});
  });

  it('denies when the token carries no permissions at all', () => {
    expect(go('/profile', { ...participant, permissions: [] }).redirect).toBe('/unauthorized');
  });
});

function ALL_BUT(permission: string): string[] {
  return ROLE_PERMISSIONS.super_admin.filter((p) => p !== permission);
}
