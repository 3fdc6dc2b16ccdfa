import { loadScript } from './load-script.ts';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/**
 * A fresh captcha token for `action` (reCAPTCHA v3 protocol): loads the provider's script with
 * the site key the first time. Tokens are single-use, so each protected call asks for its own.
 */
export async function getCaptchaToken(siteKey: string, action: string): Promise<string> {
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (!grecaptcha) throw new Error('The captcha script did not start.');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}
