import { lazy, Suspense } from 'react';
import { QueryBoundary } from '../../components/query-boundary.tsx';

// Loaded only for signed-in users, so its dialog code stays off the sign-in page's first load.
const SessionTimer = lazy(() => import('../../components/session-timer/session-timer.tsx'));

/**
 * The idle-session timer (docs/product/states.md section 7). The root layout mounts this only when
 * the app is ready and the user is signed in: also on the sign-in page for a moment after signing
 * in, which renders without the server-state cache, so the timer brings its own (ADR 043).
 */
export function SessionTimerSlot() {
  return (
    <div data-testid="session-timer-slot">
      <QueryBoundary>
        <Suspense fallback={null}>
          <SessionTimer />
        </Suspense>
      </QueryBoundary>
    </div>
  );
}
