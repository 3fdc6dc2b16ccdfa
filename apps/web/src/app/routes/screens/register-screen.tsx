import { lazy, Suspense } from 'react';
import { useSession } from '../../../stores/session-store.ts';
import { AppLoading } from '../app-loading.tsx';

const RegisterParent = lazy(() =>
  import('../../../features/family/register-parent-screen.tsx').then((m) => ({
    default: m.RegisterParentScreen,
  })),
);
const InviteFamily = lazy(() =>
  import('../../../features/orgs/invite-family-screen.tsx').then((m) => ({
    default: m.InviteFamilyScreen,
  })),
);

/**
 * /register: a guest registers a family (spec: the index child registers the parent); a signed-in
 * user here holds the route's `guestExceptFor` permission (the navigation rules sent anyone else
 * Home) and gets the invitation a family registers with (ADR 030).
 */
export function RegisterScreen() {
  const { isAuthenticated } = useSession();
  return (
    <Suspense fallback={<AppLoading />}>
      {isAuthenticated ? <InviteFamily /> : <RegisterParent />}
    </Suspense>
  );
}
