import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { registerAppNavigate } from '../../lib/app-navigation.ts';
import { pageRoutes } from './page-routes.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** The whole route tree: the root layout guards every page (and catches pages' errors). */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: pageRoutes },
];

/**
 * The routes of docs/product/routes.md in declarative mode (React Router's component routes: the
 * data router's code is not on the first load, ADR 043). Registers the navigate function for code
 * outside components (app-navigation.ts).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    registerAppNavigate((to, options) => navigate(to, options));
  }, [navigate]);
  const element = useRoutes(appRoutes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
