import type { AuthSession, SecondFactorStep } from '@roar/contracts';
import { paths } from '../config/paths.ts';
import { safeRedirectPath } from './redirect-path.ts';

/**
 * Whether a first factor's answer is the second step (an authenticator code, or setting the app
 * up) rather than a session (docs/decisions/031-second-factor.md).
 */
export function isSecondFactorStep(
  result: AuthSession | SecondFactorStep,
): result is SecondFactorStep {
  return 'secondFactor' in result;
}

/**
 * The second-step page, carrying where the sign-in goes afterwards. Only a same-site path is
 * carried (the page checks it again at the end); no value, or Home, carries nothing.
 */
export function secondFactorPath(redirectTo?: string | null): string {
  const target = redirectTo ? safeRedirectPath(redirectTo) : paths.home;
  if (target === paths.home) return paths.authSecondFactor;
  return `${paths.authSecondFactor}?${new URLSearchParams({ redirect_to: target })}`;
}
