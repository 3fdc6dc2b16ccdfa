import { TOKEN_REFRESH_BEFORE_EXPIRY_MS, type AuthSession, type Claims } from '@roar/contracts';
import { sessionStore, type UserData } from '../stores/session-store.ts';
import { apiClient, isApiRequestError, setUnauthorizedHandler } from './api-client.ts';
import { claimsFrom } from './access-token.ts';
import { applyAccountLocale } from '../i18n/i18n.ts';

/**
 * The client half of a signed-in session (docs/decisions/004): the access token lives in memory
 * (the refresh token is an httpOnly cookie), is refreshed 5 minutes before it expires, and the
 * claims and user records are loaded after every sign-in, as the app start of
 * docs/product/states.md section 5 does.
 */

// An API call refused with 401 while signed in (the token expired during a laptop's sleep, say)
// refreshes once and is retried.
setUnauthorizedHandler(async () => (await refreshAccessToken().catch(() => null)) !== null);

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<AuthSession | null> | undefined;

function clearRefreshTimer(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

/** setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days). */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

function scheduleRefresh(session: AuthSession): void {
  clearRefreshTimer();
  const dueInMs = Date.parse(session.expiresAt) - Date.now() - TOKEN_REFRESH_BEFORE_EXPIRY_MS;
  const delayMs = Math.min(MAX_TIMER_DELAY_MS, Math.max(0, dueInMs));
  refreshTimer = setTimeout(() => void refreshAccessToken(), delayMs);
}

interface ClaimsRecord {
  claims: Claims;
}

/**
 * Stores a session issued by the server and loads what the app needs (docs/product/states.md
 * section 5, app start): the claims record of the auth uid, then the user record of the product
 * uid. Both targets count as signed in once the session is stored.
 */
export async function establishSession(session: AuthSession): Promise<void> {
  sessionStore.update({
    accessToken: session.accessToken,
    adminUser: { uid: session.uid },
    appUser: { uid: session.uid },
  });
  scheduleRefresh(session);
  const record = await apiClient.get<ClaimsRecord>(`/admin/documents/userClaims/${session.uid}`);
  const claims = claimsFrom(record?.claims);
  const roarUid = claims?.roarUid ?? session.uid;
  const userData = await apiClient.get<UserData>(`/admin/documents/users/${roarUid}`);
  sessionStore.update({
    userClaims: claims,
    adminOrgs: claims?.minimalAdminOrgs ?? {},
    userData,
    adminUser: { uid: session.uid, email: userData.email ?? null },
    appUser: { uid: session.uid, email: userData.email ?? null },
  });
  await applyAccountLocale(userData.preferredLocale);
}

/**
 * Exchanges the refresh cookie for a new access token. Concurrent callers share one request.
 * Resolves null when there is no valid sign-in any more (the session is then cleared).
 */
export function refreshAccessToken(): Promise<AuthSession | null> {
  refreshing ??= (async () => {
    try {
      const session = await apiClient.post<AuthSession>('/auth/refresh', undefined, {
        retryOnUnauthorized: false,
      });
      sessionStore.update({ accessToken: session.accessToken });
      scheduleRefresh(session);
      return session;
    } catch (error) {
      if (isApiRequestError(error) && error.status === 401) {
        clearRefreshTimer();
        sessionStore.reset();
        return null;
      }
      throw error;
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

/**
 * App start: a browser session that was signed in (per the stored session state) gets a fresh
 * access token and fresh records; otherwise nothing is requested. Never throws. The server saying
 * the sign-in is over (401) or any other answer leaves the visitor signed out; no answer at all
 * (offline, or the page left mid-request by a navigation) keeps the stored sign-in, so the next
 * page load restores it instead of showing the sign-in page.
 */
export async function restoreSession(): Promise<void> {
  if (!sessionStore.getSnapshot().adminUser) return;
  try {
    const session = await refreshAccessToken();
    if (session) await establishSession(session);
  } catch (error) {
    if (isApiRequestError(error) && error.status === 0) return;
    sessionStore.reset();
  }
}

/** Ends the session on the server (revokes the refresh token) and stops refreshing. */
export async function endServerSession(): Promise<void> {
  clearRefreshTimer();
  try {
    await apiClient.post('/auth/sign-out', undefined, { retryOnUnauthorized: false });
  } catch {
    // Offline or already signed out: the local sign-out goes on; the server session expires.
  }
}
