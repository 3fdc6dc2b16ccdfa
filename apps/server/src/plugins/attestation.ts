import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import type { CaptchaVerifier } from '../lib/captcha.ts';

/** Header that carries the attestation token of a public call (spec section 7). */
export const ATTESTATION_HEADER = 'x-attestation-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Captcha and attestation checks (pass-through when no keys are configured). */
    captcha: CaptchaVerifier;
  }
}

/**
 * preHandler for public calls a bot would abuse (sign-in, email link, password reset): when
 * captcha keys are configured, the request must carry a valid attestation token for `action`
 * in the X-Attestation-Token header.
 */
export function requireAttestation(action: string) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const verifier = request.server.captcha;
    if (!verifier.enabled) return;
    const header = request.headers[ATTESTATION_HEADER];
    const token = typeof header === 'string' ? header : undefined;
    const outcome = await verifier.verify(token, action, request.ip);
    if (outcome === 'unavailable') {
      throw new AppError('unavailable', 'The attestation service did not answer.');
    }
    if (outcome !== 'ok') throw new AppError('forbidden', 'Attestation failed.');
  };
}

/**
 * Checks a captcha token that a registration form carries in its body. Bad or missing tokens are
 * a field error on `captchaToken`, so the form can ask the person to try again.
 */
export async function assertCaptcha(
  request: FastifyRequest,
  token: string | undefined,
  action: string,
): Promise<void> {
  const verifier = request.server.captcha;
  if (!verifier.enabled) return;
  const outcome = await verifier.verify(token, action, request.ip);
  if (outcome === 'unavailable') {
    throw new AppError('unavailable', 'The captcha service did not answer.');
  }
  if (outcome !== 'ok') {
    throw new AppError('validation_failed', 'Captcha verification failed.', {
      captchaToken: 'captcha_failed',
    });
  }
}
