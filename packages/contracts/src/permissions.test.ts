import { describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSIONS, PERMISSIONS, ROLE_PERMISSIONS, hasPermission } from './permissions.ts';

describe('permissions (spec section 6)', () => {
  it('uses the spec names', () => {
    expect([...ALL_PERMISSIONS].sort()).toEqual(
      [
        'Tasks.LAUNCH',
        'Tasks.UPDATE',
        'Users.CREATE',
        'Users.LIST',
        'Administrators.UPDATE',
        'Administrators.CREATE',
        'Administrations.CREATE',
        'Administrations.UPDATE',
        'Administrations.LIST',
        'Organizations.CREATE',
        'Organizations.LIST',
        'Reports.Progress.READ',
        'Reports.Score.READ',
        'Reports.Student.READ',
        'Profile.READ',
      ].sort(),
    );
  });

  it('gives super admins everything and participants only their profile', () => {
    expect(ROLE_PERMISSIONS.super_admin).toEqual(ALL_PERMISSIONS);
    expect(ROLE_PERMISSIONS.participant).toEqual(['Profile.READ']);
    expect(ROLE_PERMISSIONS.launch_admin).toContain('Tasks.LAUNCH');
    expect(ROLE_PERMISSIONS.admin).not.toContain('Organizations.CREATE');
  });

  it('checks a granted permission', () => {
    expect(hasPermission(['Users.LIST'], PERMISSIONS.Users.LIST)).toBe(true);
    expect(hasPermission(['Users.LIST'], PERMISSIONS.Users.CREATE)).toBe(false);
    expect(hasPermission(undefined, PERMISSIONS.Users.CREATE)).toBe(false);
  });

  it('reports and denies an undefined or unknown permission', () => {
    const report = vi.fn();
    expect(hasPermission(ALL_PERMISSIONS, undefined, report)).toBe(false);
    expect(hasPermission(ALL_PERMISSIONS, 'Users.DELETE', report)).toBe(false);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
