import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deriveUserType } from '@roar/contracts';
import { useSessionValue } from '../../../stores/session-store.ts';

// Each home is its own chunk: a child signing in never loads the administrators' screens.
const AdministrationsHome = lazy(() =>
  import('../../../features/administrations/administrations-home.tsx').then((m) => ({
    default: m.AdministrationsHome,
  })),
);
const LaunchAdminHome = lazy(() =>
  import('../../../features/family/parent-home.tsx').then((m) => ({ default: m.ParentHome })),
);
const ParticipantHome = lazy(() =>
  import('../../../features/participant/participant-home-screen.tsx').then((m) => ({
    default: m.ParticipantHomeScreen,
  })),
);

/** Home (docs/product/routes.md section 2): the screen for the signed-in user's kind. */
export function HomeScreen() {
  const { t } = useTranslation();
  const type = deriveUserType(useSessionValue((session) => session.userClaims));
  const Screen =
    type === 'admin' || type === 'super_admin'
      ? AdministrationsHome
      : type === 'launch_admin'
        ? LaunchAdminHome
        : ParticipantHome;
  return (
    <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
      <Screen />
    </Suspense>
  );
}
