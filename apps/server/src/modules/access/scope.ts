import type { AccessTokenPayload } from '@roar/contracts';
import { EVERYTHING, type OrgScope } from '@roar/db';

/**
 * The organisations a caller may see: everything for a super admin; otherwise the organisations
 * in the token's minimalAdminOrgs (administered, or launched for) and their descendants.
 * Participants have none: they see only their own records.
 */
export function scopeOf(auth: AccessTokenPayload): OrgScope {
  if (auth.super_admin) return EVERYTHING;
  return { all: false, rootOrgIds: Object.values(auth.minimalAdminOrgs ?? {}).flat() };
}
