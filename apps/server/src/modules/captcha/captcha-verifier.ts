import type { Env } from '../../config/env.ts';
import type { CaptchaVerifier } from '../../lib/captcha.ts';

const VERIFY_TIMEOUT_MS = 5_000;

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * Verifies captcha tokens at the provider's siteverify endpoint (reCAPTCHA v3 protocol: form
 * POST of secret, response and remoteip; answer with success, score and action). A token must be
 * a success, for the expected action, with at least the configured score.
 */
export function createCaptchaVerifier(
  env: Pick<Env, 'CAPTCHA_SECRET_KEY' | 'CAPTCHA_VERIFY_URL' | 'CAPTCHA_MIN_SCORE'>,
): CaptchaVerifier {
  const secret = env.CAPTCHA_SECRET_KEY;
  if (!secret) return { enabled: false, verify: async () => 'ok' };
  return {
    enabled: true,
    async verify(token, action, remoteIp) {
      if (!token) return 'missing';
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: SiteVerifyAnswer;
      try {
        const response = await fetch(env.CAPTCHA_VERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return 'unavailable';
        answer = (await response.json()) as SiteVerifyAnswer;
      } catch {
        return 'unavailable';
      }
      if (answer.success !== true) return 'rejected';
      if (answer.action !== undefined && answer.action !== action) return 'rejected';
      if (typeof answer.score === 'number' && answer.score < env.CAPTCHA_MIN_SCORE) {
        return 'rejected';
      }
      return 'ok';
    },
  };
}
