import type { AuthSession, SecondFactorStep } from '@roar/contracts';
import { appNavigate } from '../../lib/app-navigation.ts';
import { establishSession } from '../../lib/auth-session.ts';
import { safeRedirectPath } from '../../lib/redirect-path.ts';
import { isSecondFactorStep, secondFactorPath } from '../../lib/second-factor-step.ts';

/**
 * The one ending of every sign-in method (password, email link, single sign-on, the second step):
 * store the session, load the claims and user records, then go to `redirectTo` when it is a
 * same-site path, else Home. When the first factor answered the second step instead, no session
 * exists yet: the server holds the pending sign-in in a cookie, and the second-step page takes over
 * with the same `redirectTo`.
 */
export async function completeSignIn(
  result: AuthSession | SecondFactorStep,
  redirectTo?: string | null,
): Promise<void> {
  if (isSecondFactorStep(result)) {
    await appNavigate(secondFactorPath(redirectTo), { replace: true });
    return;
  }
  await establishSession(result);
  await appNavigate(safeRedirectPath(redirectTo), { replace: true });
}
