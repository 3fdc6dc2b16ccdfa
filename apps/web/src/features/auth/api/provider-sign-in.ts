import type { SsoProvider } from '@roar/contracts';
import { sessionStore } from '../../../stores/session-store.ts';

/** Providers offered on the sign-in screen, in the order of docs/product/overview.md section 3. */
export const SIGN_IN_PROVIDERS = [
  'google',
  'clever',
  'classlink',
  'nycps',
] as const satisfies readonly SsoProvider[];

/** Address of the server route that starts a provider sign-in (a full-page redirect). */
export function providerStartUrl(provider: SsoProvider, redirectTo: string | null): string {
  const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
  return `/api/auth/providers/${provider}/start${query}`;
}

/**
 * Starts a sign-in with a provider: remembers which one is pending (the spinner stays on after the
 * redirect back) and leaves for the provider.
 */
export function startProviderSignIn(
  provider: SsoProvider,
  redirectTo: string | null,
  assign: (url: string) => void = (url) => window.location.assign(url),
): void {
  sessionStore.update((state) => ({
    ssoProvider: provider,
    spinner: true,
    providerSignInPending: { ...state.providerSignInPending, [provider]: true },
  }));
  assign(providerStartUrl(provider, redirectTo));
}
