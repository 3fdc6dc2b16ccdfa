import type { Claims } from './claims.ts';
import { ROLES } from './permissions.ts';

export const USER_TYPES = ['super_admin', 'launch_admin', 'admin', 'participant'] as const;
export type UserType = (typeof USER_TYPES)[number];

function hasAnyMinimalAdminOrg(claims: Claims): boolean {
  return Object.values(claims.minimalAdminOrgs ?? {}).some((ids) => ids.length > 0);
}

/**
 * User type from claims, in the order of docs/product/roles-and-permissions.md section 1: no claims
 * -> none; super_admin -> super admin; launch-admin role -> launch admin; admin role -> admin; any
 * minimal admin org -> admin; otherwise participant.
 */
export function deriveUserType(claims: Claims | null | undefined): UserType | undefined {
  if (!claims) return undefined;
  if (claims.super_admin) return 'super_admin';
  if (claims.role === ROLES.LAUNCH_ADMIN) return 'launch_admin';
  if (claims.role === ROLES.ADMIN) return 'admin';
  if (hasAnyMinimalAdminOrg(claims)) return 'admin';
  return 'participant';
}

/**
 * The four flags of docs/product/roles-and-permissions.md section 1, each true only when the type
 * matches.
 */
export function userTypeFlags(claims: Claims | null | undefined) {
  const type = deriveUserType(claims);
  return {
    isAdmin: type === 'admin',
    isParticipant: type === 'participant',
    isSuperAdmin: type === 'super_admin',
    isLaunchAdmin: type === 'launch_admin',
  };
}

/**
 * Admin status: super_admin or admin claim, or any minimal admin organisation
 * (docs/product/roles-and-permissions.md section 2).
 */
export function hasAdminStatus(claims: Claims | null | undefined): boolean {
  if (!claims) return false;
  return Boolean(claims.super_admin || claims.admin || hasAnyMinimalAdminOrg(claims));
}
