import { describe, expect, it } from 'vitest';
import { deriveUserType, hasAdminStatus, userTypeFlags } from './user-type.ts';

describe('user type derivation (spec section 6)', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    [{ super_admin: true, role: 'launch_admin' }, 'super_admin'],
    [{ role: 'launch_admin', minimalAdminOrgs: { districts: ['d1'] } }, 'launch_admin'],
    [{ role: 'admin' }, 'admin'],
    [{ minimalAdminOrgs: { classes: ['c1'] } }, 'admin'],
    [{ minimalAdminOrgs: { classes: [] } }, 'participant'],
    [{}, 'participant'],
  ] as const)('%j -> %s', (claims, type) => {
    expect(deriveUserType(claims as never)).toBe(type);
  });

  it('sets exactly one flag', () => {
    expect(userTypeFlags({ role: 'admin' })).toEqual({
      isAdmin: true,
      isParticipant: false,
      isSuperAdmin: false,
      isLaunchAdmin: false,
    });
    expect(Object.values(userTypeFlags(undefined)).every((f) => !f)).toBe(true);
  });
});

describe('admin status', () => {
  it('is true for super_admin, admin claim or any minimal admin org', () => {
    expect(hasAdminStatus({ super_admin: true })).toBe(true);
    expect(hasAdminStatus({ admin: true })).toBe(true);
    expect(hasAdminStatus({ minimalAdminOrgs: { schools: ['s1'] } })).toBe(true);
    expect(hasAdminStatus({ minimalAdminOrgs: { schools: [] } })).toBe(false);
    expect(hasAdminStatus(null)).toBe(false);
  });
});
