import { ROLE_PERMISSIONS, type Claims, type Permission } from '@roar/contracts';
import { sessionStore, type UserData } from '../stores/session-store.ts';
import { fakeToken } from './tokens.ts';

/** Signs a test user in on both targets with these claims, permissions and user record. */
export function signInAs(options: {
  claims?: Claims;
  permissions?: readonly Permission[];
  userData?: UserData;
  ready?: boolean;
}) {
  const claims = options.claims ?? {};
  sessionStore.update({
    adminUser: { uid: 'admin-uid' },
    appUser: { uid: 'app-uid' },
    userClaims: claims,
    userData: options.userData ?? { name: { first: 'Ada' } },
    accessToken: fakeToken({
      ...claims,
      perms: options.permissions ?? ROLE_PERMISSIONS.participant,
    }),
  });
  sessionStore.setReady(options.ready ?? true);
}

export const asParticipant = () =>
  signInAs({ claims: { role: 'participant' }, permissions: ROLE_PERMISSIONS.participant });
export const asAdmin = () =>
  signInAs({
    claims: { role: 'admin', admin: true },
    permissions: ROLE_PERMISSIONS.admin,
    userData: { name: { first: 'Grace' } },
  });
export const asSuperAdmin = () =>
  signInAs({
    claims: { super_admin: true },
    permissions: ROLE_PERMISSIONS.super_admin,
    userData: { username: 'root' },
  });
