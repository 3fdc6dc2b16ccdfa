import type { AuthSession } from '@roar/contracts';
import { appNavigate } from '../../lib/app-navigation.ts';
import { establishSession } from '../../lib/auth-session.ts';
import { safeRedirectPath } from '../../lib/redirect-path.ts';

/**
 * The one ending of every sign-in method (password, email link, single sign-on): store the
 * session, load the claims and user records, then go to `redirectTo` when it is a same-site path,
 * else Home.
 */
export async function completeSignIn(
  session: AuthSession,
  redirectTo?: string | null,
): Promise<void> {
  await establishSession(session);
  await appNavigate(safeRedirectPath(redirectTo), { replace: true });
}
