import { lazy, Suspense } from 'react';

// Loaded only for signed-in users, so its dialog code stays off the sign-in page's first load.
const SessionTimer = lazy(() => import('../../components/session-timer/session-timer.tsx'));

/**
 * The idle-session timer (docs/product/states.md section 7). The root layout mounts this only when
 * the app is ready and the user is signed in.
 */
export function SessionTimerSlot() {
  return (
    <div data-testid="session-timer-slot">
      <Suspense fallback={null}>
        <SessionTimer />
      </Suspense>
    </div>
  );
}
