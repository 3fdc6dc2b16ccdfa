import type { ComponentType } from 'react';
import type { UserType } from '@roar/contracts';

type HomeModule = Promise<{ default: ComponentType }>;

// Each home is its own chunk: a child signing in never loads the administrators' screens.
export const loadAdministrationsHome = (): HomeModule =>
  import('../../../features/administrations/administrations-home.tsx').then((m) => ({
    default: m.AdministrationsHome,
  }));
export const loadLaunchAdminHome = (): HomeModule =>
  import('../../../features/family/parent-home.tsx').then((m) => ({ default: m.ParentHome }));
export const loadParticipantHome = (): HomeModule =>
  import('../../../features/participant/participant-home-screen.tsx').then((m) => ({
    default: m.ParticipantHomeScreen,
  }));

/** The home's loader for a kind of user (docs/product/routes.md section 2). */
export function homeLoader(type: UserType | undefined): () => HomeModule {
  if (type === 'admin' || type === 'super_admin') return loadAdministrationsHome;
  if (type === 'launch_admin') return loadLaunchAdminHome;
  return loadParticipantHome;
}
