import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@roar/contracts';
import { fakeToken } from '../testing/tokens.ts';
import { claimsFrom, decodeTokenPayload, permissionsFromAccessToken } from './access-token.ts';

describe('access token', () => {
  it('decodes the payload', () => {
    expect(decodeTokenPayload(fakeToken({ sub: 'u1', name: 'Zoë' }))).toEqual({
      sub: 'u1',
      name: 'Zoë',
    });
    expect(decodeTokenPayload('not-a-token')).toBeNull();
    expect(decodeTokenPayload(null)).toBeNull();
  });

  it('reads the permission list, keeping only known permissions', () => {
    const token = fakeToken({ perms: [PERMISSIONS.Profile.READ, 'Nope.READ'] });
    expect(permissionsFromAccessToken(token)).toEqual([PERMISSIONS.Profile.READ]);
  });

  it('falls back to the role table for the claims when the token has no list', () => {
    expect(permissionsFromAccessToken(fakeToken({ role: 'admin' }))).toEqual([
      ...ROLE_PERMISSIONS.admin,
    ]);
    expect(permissionsFromAccessToken(fakeToken({ super_admin: true }))).toEqual([
      ...ROLE_PERMISSIONS.super_admin,
    ]);
    expect(permissionsFromAccessToken(undefined)).toEqual([]);
  });

  it('keeps only well-typed claims', () => {
    expect(
      claimsFrom({
        super_admin: 'yes',
        role: 'admin',
        minimalAdminOrgs: { schools: ['s1'], bad: 'x' },
      }),
    ).toEqual({
      role: 'admin',
      minimalAdminOrgs: { schools: ['s1'] },
    });
    expect(claimsFrom('x')).toBeNull();
  });
});
