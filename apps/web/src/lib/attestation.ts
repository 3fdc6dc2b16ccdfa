/**
 * Attestation tokens for public calls (docs/product/calls.md section 4: attached as a header when
 * available). The public config (fetched as the app starts, long before anyone submits a form) says
 * whether captcha keys are configured; until it has answered, calls go without a token.
 */
export const ATTESTATION_HEADER = 'X-Attestation-Token';

type Provider = (action: string) => Promise<string>;

let provider: Provider | null = null;

/** Called once the public config is known: a site key enables tokens, null disables them. */
export function configureAttestation(siteKey: string | null): void {
  provider = siteKey
    ? (action) => import('./third-party/captcha.ts').then((m) => m.getCaptchaToken(siteKey, action))
    : null;
}

/** A token for `action`, or undefined when attestation is off or the provider failed. */
export async function attestationToken(action: string): Promise<string | undefined> {
  if (!provider) return undefined;
  try {
    return await provider(action);
  } catch {
    // The server answers with a clear refusal; the call itself goes ahead.
    return undefined;
  }
}
