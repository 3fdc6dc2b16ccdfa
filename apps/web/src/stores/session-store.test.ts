import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { PERMISSIONS, SOUND_CHECK_STORAGE_KEY } from '@roar/contracts';
import { fakeToken } from '../testing/tokens.ts';
import {
  GAME_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  clearSessionStorageAuthAndGameState,
  createSessionStore,
  sessionStore,
  useSession,
  useSessionValue,
} from './session-store.ts';

const adminUser = { uid: 'admin-uid', email: 'a@example.org' };
const appUser = { uid: 'app-uid' };

describe('session store', () => {
  it('starts signed out and not ready', () => {
    const store = createSessionStore(null);
    const snapshot = store.getSnapshot();
    expect(snapshot.isAuthenticated).toBe(false);
    expect(snapshot.ready).toBe(false);
    expect(snapshot.permissions).toEqual([]);
    expect(snapshot.providerSignInPending).toEqual({
      clever: false,
      classlink: false,
      google: false,
      nycps: false,
    });
  });

  it('is authenticated only when both the admin and the app users are signed in', () => {
    const store = createSessionStore(null);
    store.update({ adminUser });
    expect(store.getSnapshot().isAuthenticated).toBe(false);
    store.update({ adminUser: null, appUser });
    expect(store.getSnapshot().isAuthenticated).toBe(false);
    store.update({ adminUser, appUser });
    expect(store.getSnapshot().isAuthenticated).toBe(true);
  });

  it('persists in sessionStorage and restores from it', () => {
    const store = createSessionStore(window.sessionStorage);
    store.update({
      adminUser,
      appUser,
      userClaims: { role: 'admin', admin: true },
      userData: { username: 'ada', nycps: true },
      ssoProvider: 'clever',
      showOptionalAssessments: true,
      accessToken: fakeToken({ perms: [PERMISSIONS.Profile.READ] }),
    });
    store.setReady(true);
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      adminUser,
      ssoProvider: 'clever',
    });
    const restored = createSessionStore(window.sessionStorage).getSnapshot();
    expect(restored).toMatchObject({
      isAuthenticated: true,
      ready: false, // ready is per page load
      isAdmin: true,
      userData: { username: 'ada', nycps: true },
      ssoProvider: 'clever',
      showOptionalAssessments: true,
      // The access token is never stored: a reload refreshes it (docs/decisions/004).
      accessToken: null,
      permissions: [],
    });
  });

  it('ignores stored values of the wrong shape', () => {
    window.sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ adminUser: 'x', ssoProvider: 'myspace', spinner: 'yes', userClaims: [] }),
    );
    const restored = createSessionStore(window.sessionStorage).getSnapshot();
    expect(restored).toMatchObject({
      adminUser: null,
      ssoProvider: null,
      spinner: false,
      userClaims: null,
    });
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore(window.sessionStorage).getSnapshot().adminUser).toBeNull();
  });

  it('reset() signs out but keeps the ready flag', () => {
    const store = createSessionStore(window.sessionStorage);
    store.update({ adminUser, appUser, spinner: true });
    store.setReady(true);
    store.reset();
    expect(store.getSnapshot()).toMatchObject({
      isAuthenticated: false,
      spinner: false,
      ready: true,
    });
  });

  it('clearSessionStorageAuthAndGameState removes the stored auth and game state', () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, '{}');
    window.sessionStorage.setItem(GAME_STORAGE_KEY, '{}');
    window.sessionStorage.setItem(SOUND_CHECK_STORAGE_KEY, 'yes');
    window.sessionStorage.setItem('other', 'kept');
    clearSessionStorageAuthAndGameState();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(GAME_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(SOUND_CHECK_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem('other')).toBe('kept');
  });

  it('re-renders readers on change', () => {
    const whole = renderHook(() => useSession());
    const one = renderHook(() => useSessionValue((s) => s.isAuthenticated));
    expect(one.result.current).toBe(false);
    act(() => sessionStore.update({ adminUser, appUser }));
    expect(one.result.current).toBe(true);
    expect(whole.result.current.adminUser).toEqual(adminUser);
  });
});
