import {
  ROLE_PERMISSIONS,
  deriveUserType,
  isPermission,
  type Claims,
  type Permission,
} from '@roar/contracts';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT without verifying it (the server verifies; the client only hides UI). */
export function decodeTokenPayload(
  token: string | null | undefined,
): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const value: unknown = JSON.parse(decodeBase64Url(payload));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The permissions an access token grants (docs/product/roles-and-permissions.md section 3:
 * permissions are checked against the access token). The token's `perms` list wins; a token without
 * one falls back to the role table of contracts for the user type its claims derive.
 */
export function permissionsFromAccessToken(token: string | null | undefined): Permission[] {
  const payload = decodeTokenPayload(token);
  if (!payload) return [];
  if (Array.isArray(payload.perms)) return payload.perms.filter(isPermission);
  const type = deriveUserType(claimsFrom(payload));
  return type ? [...ROLE_PERMISSIONS[type]] : [];
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * The claims of docs/product/data.md section 4 found in an untrusted record, each kept only with
 * the right type. (A hand check rather than ClaimsSchema keeps the schema library off the first
 * page load.)
 */
export function claimsFrom(record: unknown): Claims | null {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return null;
  const source = record as Record<string, unknown>;
  const claims: Claims = {};
  if (typeof source.super_admin === 'boolean') claims.super_admin = source.super_admin;
  if (typeof source.admin === 'boolean') claims.admin = source.admin;
  if (typeof source.role === 'string') claims.role = source.role;
  if (typeof source.roarUid === 'string') claims.roarUid = source.roarUid;
  const orgs = source.minimalAdminOrgs;
  if (typeof orgs === 'object' && orgs !== null && !Array.isArray(orgs)) {
    claims.minimalAdminOrgs = Object.fromEntries(
      Object.entries(orgs).filter((entry): entry is [string, string[]] => isStringList(entry[1])),
    );
  }
  return claims;
}
