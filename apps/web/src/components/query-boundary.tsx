import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';

const QueryLayer = lazy(() => import('../lib/query-layer.tsx'));

/** Starts loading the server-state cache's code (a signed-in app start wants it at once). */
export const preloadQueryLayer = (): Promise<unknown> => import('../lib/query-layer.tsx');

/**
 * Around a part of the screen that reads or writes server state (TanStack Query): provides the
 * app's cache, loading its code first if this is the first such part (the fallback shows
 * meanwhile). Inside a provider already (the rest of the app, the tests) it adds nothing.
 */
export function QueryBoundary({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return (
    <Suspense fallback={fallback}>
      <QueryLayer>{children}</QueryLayer>
    </Suspense>
  );
}
