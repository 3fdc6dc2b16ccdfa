import type { RouteObject } from 'react-router';
import { AppLoading } from './app-loading.tsx';
import { pageRoutes } from './page-routes.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** The whole route tree: the root layout guards every page; pages share an error boundary. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppLoading,
    children: [{ id: 'pages', ErrorBoundary: RouteErrorBoundary, children: pageRoutes }],
  },
];
