import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../stores/session-store.ts';
import { reportWarning } from '../../lib/error-reporting.ts';
import { isSigningOut } from '../../lib/sign-out-state.ts';
import { metaForPath } from '../routes/page-routes.tsx';
import {
  resolveNavigation,
  type NavLocation,
  type NavigationDecision,
} from './resolve-navigation.ts';

export const PERMISSION_WARNING = 'User does not have permission to access route';

function cookiesEnabled(): boolean {
  return typeof navigator === 'undefined' || navigator.cookieEnabled !== false;
}

/**
 * Applies the navigation rules to every location the router commits, and again whenever the
 * session changes. The previous location is remembered here so the rules can see where the user
 * came from.
 */
export function useNavigationGuard(): NavigationDecision {
  const location = useLocation();
  const session = useSession();
  const to: NavLocation = {
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
  };

  // Where the user came from: the location of the previous render with a different location
  // (kept in state and updated during render, React's pattern for values of earlier renders).
  const [visit, setVisit] = useState<{ from: NavLocation | null; at: NavLocation }>({
    from: null,
    at: to,
  });
  const moved = !sameLocation(visit.at, to);
  if (moved) setVisit({ from: visit.at, at: to });
  const from = moved ? visit.at : visit.from;

  const decision = resolveNavigation(
    from,
    to,
    {
      isAuthenticated: session.isAuthenticated,
      cookiesEnabled: cookiesEnabled(),
      permissions: session.permissions,
      isAdmin: session.isAdmin,
      signingOut: isSigningOut(),
    },
    metaForPath,
  );

  // While a stored sign-in is restored (app start, reload) the permissions are not known yet:
  // RootLayout waits, and a denial computed from the empty list would be a false warning.
  const restoring = !session.ready && session.isAuthenticated;
  const deniedPath =
    !restoring && decision.redirect && decision.reason === 'missing-permission'
      ? location.pathname
      : null;
  useEffect(() => {
    if (!deniedPath) return;
    console.warn(PERMISSION_WARNING, { path: deniedPath });
    reportWarning(PERMISSION_WARNING, { path: deniedPath });
  }, [deniedPath]);

  return decision;
}

function sameLocation(a: NavLocation, b: NavLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}
