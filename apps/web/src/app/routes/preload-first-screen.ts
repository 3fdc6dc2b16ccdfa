import { deriveUserType } from '@roar/contracts';
import { sessionStore } from '../../stores/session-store.ts';
import { preloadQueryLayer } from '../../components/query-boundary.tsx';
import { homeLoader } from './screens/home-loaders.ts';

/**
 * App start of a signed-in tab: fetches the code of the server-state cache, the navigation bar and, on `/`, of this user's
 * home while the session is being restored, instead of one import after the other once the
 * router renders (each a round trip on a slow network, issue 22). The router's lazy imports then
 * find the modules loaded. A failed fetch here is no error: the router's own import tries again.
 */
export function preloadFirstScreen(pathname: string): void {
  const { isAuthenticated, userClaims } = sessionStore.getSnapshot();
  if (!isAuthenticated) return;
  const quietly = (load: () => Promise<unknown>) => void load().catch(() => undefined);
  quietly(preloadQueryLayer);
  quietly(() => import('../../components/nav-bar/nav-bar.tsx'));
  if (pathname !== '/') return;
  quietly(() => import('./screens/home-screen.tsx'));
  quietly(homeLoader(deriveUserType(userClaims)));
}
