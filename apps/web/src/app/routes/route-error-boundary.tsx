import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageError } from '../../components/page-error.tsx';
import { reportError } from '../../lib/error-reporting.ts';
import { NotFoundScreen } from './screens/not-found-screen.tsx';

/** Page error boundary: a localised message for the user, the error for the tracker. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportError(error);
  }, [error, notFound]);
  return notFound ? <NotFoundScreen /> : <PageError />;
}
