import { useSyncExternalStore } from 'react';
import {
  SOUND_CHECK_STORAGE_KEY,
  SSO_PROVIDERS,
  hasAdminStatus,
  type Claims,
  type Permission,
  type SsoProvider,
} from '@roar/contracts';
import { claimsFrom, permissionsFromAccessToken } from '../lib/access-token.ts';

/** sessionStorage keys: the session (auth) state and the game state of the task pages. */
export const SESSION_STORAGE_KEY = 'roar.session';
export const GAME_STORAGE_KEY = 'roar.game';

/** A user signed in on one back-end target (admin or app). */
export interface SignedInUser {
  uid: string;
  email?: string | null;
  displayName?: string | null;
}

/** The user record fields the client reads (docs/product/data.md section 5). */
export interface UserData {
  email?: string | null;
  displayName?: string | null;
  username?: string | null;
  name?: { first?: string | null; last?: string | null } | null;
  /** Marks a user of the city school system (NYCPS). */
  nycps?: boolean;
  [field: string]: unknown;
}

/** Session state of docs/product/data.md section 6, kept per browser session. */
export interface SessionState {
  adminUser: SignedInUser | null;
  appUser: SignedInUser | null;
  /** Organisations the user administers (minimal admin organisations), by org type. */
  adminOrgs: Record<string, string[]> | null;
  userData: UserData | null;
  userClaims: Claims | null;
  accessToken: string | null;
  ssoProvider: SsoProvider | null;
  /** A provider sign-in was started and its redirect result is still to be processed. */
  providerSignInPending: Record<SsoProvider, boolean>;
  showOptionalAssessments: boolean;
  routeToProfile: boolean;
  spinner: boolean;
}

/** What readers see: the state plus derived values. A new object after every change. */
export interface SessionSnapshot extends SessionState {
  /** The app finished starting (auth restored, claims and user loaded). Not persisted. */
  ready: boolean;
  /**
   * Both the admin-side and the app-side users are signed in (docs/product/states.md section 1).
   */
  isAuthenticated: boolean;
  /** Permissions granted by the access token. */
  permissions: readonly Permission[];
  isAdmin: boolean;
}

export function initialSessionState(): SessionState {
  return {
    adminUser: null,
    appUser: null,
    adminOrgs: null,
    userData: null,
    userClaims: null,
    accessToken: null,
    ssoProvider: null,
    providerSignInPending: { clever: false, classlink: false, google: false, nycps: false },
    showOptionalAssessments: false,
    routeToProfile: false,
    spinner: false,
  };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asUser(value: unknown): SignedInUser | null {
  return isRecord(value) && typeof value.uid === 'string'
    ? (value as unknown as SignedInUser)
    : null;
}

/** Restores persisted state, keeping only fields of the right shape (storage is user-editable). */
function restore(raw: string | null): SessionState {
  const state = initialSessionState();
  if (!raw) return state;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return state;
  }
  if (!isRecord(saved)) return state;
  state.adminUser = asUser(saved.adminUser);
  state.appUser = asUser(saved.appUser);
  if (isRecord(saved.adminOrgs)) state.adminOrgs = saved.adminOrgs as Record<string, string[]>;
  if (isRecord(saved.userData)) state.userData = saved.userData as UserData;
  state.userClaims = claimsFrom(saved.userClaims);
  if ((SSO_PROVIDERS as readonly unknown[]).includes(saved.ssoProvider)) {
    state.ssoProvider = saved.ssoProvider as SsoProvider;
  }
  if (isRecord(saved.providerSignInPending)) {
    for (const provider of SSO_PROVIDERS) {
      state.providerSignInPending[provider] = saved.providerSignInPending[provider] === true;
    }
  }
  state.showOptionalAssessments = saved.showOptionalAssessments === true;
  state.routeToProfile = saved.routeToProfile === true;
  state.spinner = saved.spinner === true;
  return state;
}

function snapshotOf(state: SessionState, ready: boolean): SessionSnapshot {
  return {
    ...state,
    ready,
    isAuthenticated: Boolean(state.adminUser && state.appUser),
    permissions: permissionsFromAccessToken(state.accessToken),
    isAdmin: hasAdminStatus(state.userClaims),
  };
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Merges a partial state (or the result of `fn(state)`) and persists it. */
  update(patch: Partial<SessionState> | ((state: SessionState) => Partial<SessionState>)): void;
  setReady(ready: boolean): void;
  /** Back to the signed-out initial state (the ready flag is kept). */
  reset(): void;
}

/** A session store persisted in `storage` under `key`; the app uses the one below. */
export function createSessionStore(
  storage: StorageLike | null,
  key: string = SESSION_STORAGE_KEY,
): SessionStore {
  let state = restore(safely(() => storage?.getItem(key) ?? null, null));
  let ready = false;
  let snapshot = snapshotOf(state, ready);
  const listeners = new Set<() => void>();

  function commit(next: SessionState) {
    state = next;
    snapshot = snapshotOf(state, ready);
    // The access token stays in memory only (docs/decisions/004); a reload refreshes it.
    safely(() => storage?.setItem(key, JSON.stringify({ ...state, accessToken: null })), undefined);
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      const changes = typeof patch === 'function' ? patch(state) : patch;
      commit({ ...state, ...changes });
    },
    setReady(value) {
      if (ready === value) return;
      ready = value;
      snapshot = snapshotOf(state, ready);
      for (const listener of listeners) listener();
    },
    reset() {
      commit(initialSessionState());
    },
  };
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // storage blocked (privacy mode, cookies off): keep the state in memory
  }
}

function browserSessionStorage(): StorageLike | null {
  return safely(() => (typeof window === 'undefined' ? null : window.sessionStorage), null);
}

export const sessionStore: SessionStore = createSessionStore(browserSessionStorage());

/** The whole session snapshot; re-renders on every change. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}

/**
 * One value of the session; re-renders only when it changes. The selector must return a
 * primitive or a reference held by the snapshot (never a new object).
 */
export function useSessionValue<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => selector(sessionStore.getSnapshot()));
}

/**
 * Removes the stored auth and game state from sessionStorage (sign-out, docs/product/states.md
 * section 6), and the answered sound check: the next child on this device hears it again.
 */
export function clearSessionStorageAuthAndGameState(): void {
  const storage = browserSessionStorage();
  for (const key of [SESSION_STORAGE_KEY, GAME_STORAGE_KEY, SOUND_CHECK_STORAGE_KEY]) {
    safely(() => storage?.removeItem(key), undefined);
  }
}
