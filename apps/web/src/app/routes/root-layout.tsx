import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RouteMetaContext } from '../../lib/use-route-meta.ts';
import { useSession } from '../../stores/session-store.ts';
import { useDocumentHead } from '../navigation/use-document-head.ts';
import { useNavigationGuard } from '../navigation/use-navigation-guard.ts';
import { SessionTimerSlot } from './session-timer-slot.tsx';
import { QueryBoundary } from '../../components/query-boundary.tsx';
import { AppLoading } from './app-loading.tsx';
import { metaForPath } from './page-routes.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// The bar is not on the sign-in page, so its code (menus, drawer) stays off that first load.
const NavBar = lazy(() => import('../../components/nav-bar/nav-bar.tsx'));

/** Reserves the bar's height while its code loads, so the page does not jump. */
function NavBarFallback() {
  return <div style={{ minHeight: 65 }} aria-hidden="true" />;
}

function LoadingMain() {
  return (
    <main id="main-content" tabIndex={-1}>
      <AppLoading />
    </main>
  );
}

/**
 * The root of every page: applies the sign-in guard and the other navigation rules, sets the
 * document title, and frames the page with the navigation bar and the session timer.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const decision = useNavigationGuard();
  const { pathname } = useLocation();
  const routeMeta = useMemo(() => metaForPath(pathname), [pathname]);
  const session = useSession();
  // A signed-in user on a guest-only page is one it lets in (guestExceptFor): their page has its
  // own title and the navigation bar.
  const except = routeMeta.requiresGuest && session.isAuthenticated && routeMeta.guestExceptFor;
  const meta = except ? { ...routeMeta, ...except, showNav: true } : routeMeta;
  // A stored sign-in is being restored (app start): decide nothing until claims are known.
  const restoring = !session.ready && session.isAuthenticated;
  useDocumentHead(meta, !decision.redirect && !restoring);

  if (restoring) return <LoadingMain />;
  if (decision.redirect) return <Navigate to={decision.redirect} replace />;

  const body = (
    <>
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      {meta.showNav ? (
        <Suspense fallback={<NavBarFallback />}>
          <NavBar />
        </Suspense>
      ) : null}
      <main id="main-content" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<AppLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {session.ready && session.isAuthenticated ? <SessionTimerSlot /> : null}
    </>
  );
  return (
    <RouteMetaContext value={routeMeta}>
      {meta.serverCache ? <QueryBoundary fallback={<LoadingMain />}>{body}</QueryBoundary> : body}
    </RouteMetaContext>
  );
}
