/** What checking one captcha or attestation token found. */
export type CaptchaOutcome = 'ok' | 'missing' | 'rejected' | 'unavailable';

/**
 * Checks captcha and attestation tokens (docs/product/calls.md section 4). The attestation plugin
 * relies on it; the captcha module implements it (modules/captcha/captcha-verifier.ts) and app.ts
 * wires it in.
 */
export interface CaptchaVerifier {
  /** False when no captcha keys are configured: every check passes without a call. */
  readonly enabled: boolean;
  verify(token: string | undefined, action: string, remoteIp?: string): Promise<CaptchaOutcome>;
}
