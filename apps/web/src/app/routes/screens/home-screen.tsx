import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deriveUserType } from '@roar/contracts';
import { useSessionValue } from '../../../stores/session-store.ts';
import {
  loadAdministrationsHome,
  loadLaunchAdminHome,
  loadParticipantHome,
} from './home-loaders.ts';

const AdministrationsHome = lazy(loadAdministrationsHome);
const LaunchAdminHome = lazy(loadLaunchAdminHome);
const ParticipantHome = lazy(loadParticipantHome);

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
