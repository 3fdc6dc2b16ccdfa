import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../stores/session-store.ts';
import { mockFetch } from '../testing/fetch-mock.ts';
import { restoreSession } from './auth-session.ts';

/** A page load of a browser that was signed in: the stored state names the user. */
function signedInBefore() {
  sessionStore.reset();
  sessionStore.update({ adminUser: { uid: 'u1' }, appUser: { uid: 'u1' } });
}

describe('restoreSession', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.reset();
  });

  it('keeps the stored sign-in when no answer came (offline, or the page was left mid-request)', async () => {
    signedInBefore();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await restoreSession();
    expect(sessionStore.getSnapshot().adminUser).toEqual({ uid: 'u1' });
  });

  it('signs the visitor out when the server says the sign-in is over', async () => {
    signedInBefore();
    mockFetch(() => ({
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'Not signed in.' } },
    }));
    await restoreSession();
    expect(sessionStore.getSnapshot().adminUser).toBeNull();
  });
});
