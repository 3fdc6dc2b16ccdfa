import { hasPermission } from '@roar/contracts';
import { paths } from '../../config/paths.ts';
import type { ResolvedRouteMeta } from '../../config/route-meta.ts';

/** The parts of a location the rules look at. */
export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What the rules need to know about the visitor. */
export interface NavigationSession {
  isAuthenticated: boolean;
  /** False when the browser blocks cookies (`navigator.cookieEnabled === false`). */
  cookiesEnabled: boolean;
  permissions: readonly string[];
  /**
   * Admin status of docs/product/roles-and-permissions.md section 2 (profile password and
   * linked-accounts tabs).
   */
  isAdmin: boolean;
  /** The user is signing out: go to plain /signin, with no redirect back to this page. */
  signingOut?: boolean;
}

export type RedirectReason =
  | 'cookies-blocked'
  | 'leaving-callback'
  | 'sso-redirect-carried'
  | 'maintenance'
  | 'sign-in-required'
  | 'guest-only'
  | 'missing-permission'
  | 'missing-admin-status';

export type NavigationDecision =
  | { redirect?: undefined }
  | { redirect: string; reason: RedirectReason; reasons: RedirectReason[] };

export const REDIRECT_TO_PARAM = 'redirect_to';

function href(location: NavLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function parseHref(value: string): NavLocation {
  const url = new URL(value, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function searchParam(location: NavLocation, name: string): string | null {
  return new URLSearchParams(location.search).get(name);
}

/** `location` with its redirect_to parameter only. */
function keptRedirect(location: NavLocation): string {
  const wanted = searchParam(location, REDIRECT_TO_PARAM);
  if (wanted === null) return location.pathname;
  return `${location.pathname}?${new URLSearchParams({ [REDIRECT_TO_PARAM]: wanted })}`;
}

/** The sign-in address for a visitor who wanted `wanted` (docs/product/states.md section 1). */
export function signInRedirect(wanted: NavLocation): string {
  if (wanted.pathname === paths.home) return paths.signIn;
  const target = `${wanted.pathname}${wanted.search}`;
  return `${paths.signIn}?${REDIRECT_TO_PARAM}=${encodeURIComponent(target)}`;
}

/** Whether a signed-in user may open this guest-only route (`guestExceptFor`). */
export function guestException(
  meta: Pick<ResolvedRouteMeta, 'guestExceptFor'>,
  session: Pick<NavigationSession, 'permissions'>,
): boolean {
  const except = meta.guestExceptFor;
  return except !== undefined && hasPermission(session.permissions, except.permission);
}

type Rule = (to: NavLocation, meta: ResolvedRouteMeta) => string | null;

/**
 * Where a navigation from `from` to `to` must end up instead, if anywhere (docs/product/states.md
 * sections 1 and 8). Pure: `metaFor` gives the resolved route meta of a pathname. Rules, in order:
 *
 * 1. blocked cookies -> /enable-cookies (which then always opens);
 * 2. leaving /sso or a provider callback route drops the query string and hash (going on to the
 *    second step of the sign-in keeps its redirect_to);
 * 3. /signin?redirect_to=X -> /sso carries redirect_to X over when /sso lacks it or has another;
 * 4. /maintenance -> Home;
 * 5. not signed in on a route that is not exempt -> /signin?redirect_to=<path with query>
 *    (plain /signin for Home);
 * 6. guest-only routes (registration) send a signed-in user Home, unless the route lets a holder of
 *    a permission in (`guestExceptFor`) and the user holds it;
 * 7. a missing route permission, or missing admin status where required -> /unauthorized.
 *
 * Rules re-run on each redirect target, so the answer is the final address (one hop).
 */
export function resolveNavigation(
  from: NavLocation | null,
  to: NavLocation,
  session: NavigationSession,
  metaFor: (pathname: string) => ResolvedRouteMeta,
): NavigationDecision {
  const reasons: RedirectReason[] = [];
  const redirectIf = (reason: RedirectReason, target: string | null): string | null => {
    if (target === null) return null;
    reasons.push(reason);
    return target;
  };

  const firstHopRules: Rule[] = [
    (target) => {
      if (!from || from.pathname === target.pathname) return null;
      if (!metaFor(from.pathname).stripQueryOnLeave) return null;
      if (!target.search && !target.hash) return null;
      // The second step of the same sign-in (an email link's, ADR 031) still needs to know where
      // the sign-in goes: its redirect_to (a path, no secret) stays, nothing else does.
      const kept =
        target.pathname === paths.authSecondFactor ? keptRedirect(target) : target.pathname;
      return kept === href(target) ? null : redirectIf('leaving-callback', kept);
    },
    (target) => {
      if (!from || from.pathname !== paths.signIn || target.pathname !== paths.sso) return null;
      const wanted = searchParam(from, REDIRECT_TO_PARAM);
      if (wanted === null || searchParam(target, REDIRECT_TO_PARAM) === wanted) return null;
      const params = new URLSearchParams(target.search);
      params.set(REDIRECT_TO_PARAM, wanted);
      return redirectIf('sso-redirect-carried', `${target.pathname}?${params}${target.hash}`);
    },
  ];

  const rules: Rule[] = [
    (target, meta) => (meta.redirectToHome ? redirectIf('maintenance', paths.home) : null),
    (target, meta) =>
      meta.requiresAuth && !session.isAuthenticated
        ? redirectIf('sign-in-required', session.signingOut ? paths.signIn : signInRedirect(target))
        : null,
    (_target, meta) =>
      meta.requiresGuest && session.isAuthenticated && !guestException(meta, session)
        ? redirectIf('guest-only', paths.home)
        : null,
    (_target, meta) => {
      if (!session.isAuthenticated || meta.permissions.length === 0) return null;
      const denied = meta.permissions.some(
        (permission) => !hasPermission(session.permissions, permission),
      );
      return denied ? redirectIf('missing-permission', paths.unauthorized) : null;
    },
    (_target, meta) =>
      meta.requiresAdminStatus && session.isAuthenticated && !session.isAdmin
        ? redirectIf('missing-admin-status', paths.unauthorized)
        : null,
  ];

  let current = to;
  if (!session.cookiesEnabled) {
    if (to.pathname === paths.enableCookies) return {};
    return {
      redirect: paths.enableCookies,
      reason: 'cookies-blocked',
      reasons: ['cookies-blocked'],
    };
  }
  for (const rule of firstHopRules) {
    const next = rule(current, metaFor(current.pathname));
    if (next !== null) current = parseHref(next);
  }
  // Each redirect target is checked again; a handful of hops covers every chain of the rules.
  for (let hop = 0; hop < 5; hop += 1) {
    const meta = metaFor(current.pathname);
    let next: string | null = null;
    for (const rule of rules) {
      next = rule(current, meta);
      if (next !== null) break;
    }
    if (next === null || next === href(current)) break;
    current = parseHref(next);
  }

  const last = reasons.at(-1);
  if (!last || href(current) === href(to)) return {};
  return { redirect: href(current), reason: last, reasons };
}
