import type { Permission } from '@roar/contracts';
import type { TaskLanguage } from './game-routes.ts';

/**
 * What a route declares in its `handle` (docs/product/routes.md section 1, docs/product/states.md
 * section 1). Every field is optional on a single route; `mergeRouteMeta` folds the matched routes,
 * root to leaf, into one resolved meta.
 */
export interface RouteMeta {
  /** i18n key of the page title. */
  titleKey?: string;
  /** Plain title used when neither the current nor the fallback language has the key. */
  title?: string;
  /** False for the routes that are exempt from the sign-in redirect. Default true. */
  requiresAuth?: boolean;
  /** Permission the user must hold; missing it leads to /unauthorized. */
  permission?: Permission;
  /** Needs admin status (profile password and linked-accounts tabs). */
  requiresAdminStatus?: boolean;
  /** Only for visitors who are not signed in (registration). */
  requiresGuest?: boolean;
  /**
   * A guest-only route that a signed-in holder of `permission` may open too, with its page for
   * them, the navigation bar and this title ('Register New Family': a family's invitation, ADR 030).
   */
  guestExceptFor?: { permission: Permission; titleKey: string; title: string };
  /** Whether the top navigation bar shows. Default true. */
  showNav?: boolean;
  /** Leaving this route drops the query string and hash (SSO landing and provider callbacks). */
  stripQueryOnLeave?: boolean;
  /** Any navigation here goes Home instead (maintenance). */
  redirectToHome?: boolean;
  /** Task pages: the fixed task id (null: taken from the path) and the task language. */
  game?: { taskId: string | null; language: TaskLanguage };
  /** Launch variants of task pages and the launcher home carry the :launchId parameter. */
  launch?: boolean;
  /**
   * False for a page that reads no server state through the cache (the sign-in page): it renders
   * without loading the cache's code first (ADR 043). Default true.
   */
  serverCache?: boolean;
}

export interface ResolvedRouteMeta {
  titleKey: string | undefined;
  title: string | undefined;
  requiresAuth: boolean;
  permissions: Permission[];
  requiresAdminStatus: boolean;
  requiresGuest: boolean;
  guestExceptFor: RouteMeta['guestExceptFor'];
  showNav: boolean;
  stripQueryOnLeave: boolean;
  redirectToHome: boolean;
  game: RouteMeta['game'];
  launch: boolean;
  serverCache: boolean;
}

/**
 * Folds the handles of the matched routes (root first). Titles, auth and nav visibility come from
 * the deepest route that sets them; permissions accumulate (every level must pass); flags OR.
 */
export function mergeRouteMeta(handles: ReadonlyArray<RouteMeta | undefined>): ResolvedRouteMeta {
  const resolved: ResolvedRouteMeta = {
    titleKey: undefined,
    title: undefined,
    requiresAuth: true,
    permissions: [],
    requiresAdminStatus: false,
    requiresGuest: false,
    guestExceptFor: undefined,
    showNav: true,
    stripQueryOnLeave: false,
    redirectToHome: false,
    game: undefined,
    launch: false,
    serverCache: true,
  };
  for (const meta of handles) {
    if (!meta) continue;
    if (meta.titleKey !== undefined) {
      resolved.titleKey = meta.titleKey;
      resolved.title = meta.title;
    }
    if (meta.requiresAuth !== undefined) resolved.requiresAuth = meta.requiresAuth;
    if (meta.showNav !== undefined) resolved.showNav = meta.showNav;
    if (meta.serverCache !== undefined) resolved.serverCache = meta.serverCache;
    if (meta.permission) resolved.permissions.push(meta.permission);
    if (meta.game) resolved.game = meta.game;
    if (meta.guestExceptFor) resolved.guestExceptFor = meta.guestExceptFor;
    resolved.requiresAdminStatus ||= Boolean(meta.requiresAdminStatus);
    resolved.requiresGuest ||= Boolean(meta.requiresGuest);
    resolved.stripQueryOnLeave ||= Boolean(meta.stripQueryOnLeave);
    resolved.redirectToHome ||= Boolean(meta.redirectToHome);
    resolved.launch ||= Boolean(meta.launch);
  }
  return resolved;
}
