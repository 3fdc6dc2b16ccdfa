import { SSO_PROVIDERS, type SsoProvider } from '@roar/contracts';
import { sessionStore } from '../../../stores/session-store.ts';

/** Error codes the server puts in /sso?error= (apps/server/src/routes/sso.ts). */
export const SSO_ERROR_CODES = [
  'not_provisioned',
  'access_denied',
  'state_mismatch',
  'identity_in_use',
  'recent_sign_in_required',
  'provider_unavailable',
  'sign_in_failed',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** Any other value (or a failed exchange) reads as a plain failure. */
export function ssoErrorCode(value: string | null): SsoErrorCode {
  return (SSO_ERROR_CODES as readonly (string | null)[]).includes(value)
    ? (value as SsoErrorCode)
    : 'sign_in_failed';
}

export function asSsoProvider(value: string | null | undefined): SsoProvider | null {
  return (SSO_PROVIDERS as readonly unknown[]).includes(value) ? (value as SsoProvider) : null;
}

/**
 * The redirect result was processed (docs/product/states.md section 3): no provider sign-in is
 * pending any more. The spinner stays on when a result came back (the app moves on to the next
 * page) and goes off when none did.
 */
export function settleProviderSignIn(resultCameBack: boolean, provider: SsoProvider | null): void {
  sessionStore.update((state) => ({
    spinner: resultCameBack,
    ssoProvider: resultCameBack ? (provider ?? state.ssoProvider) : state.ssoProvider,
    providerSignInPending: { clever: false, classlink: false, google: false, nycps: false },
  }));
}
