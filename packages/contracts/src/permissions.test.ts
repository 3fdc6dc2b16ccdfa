import { describe, expect, it, vi } from 'vitest';
import {
  ALL_PERMISSIONS,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  hasPermission,
  permissionsFor,
} from './permissions.ts';

/** The write permissions of docs/decisions/022-write-permissions.md. */
const WRITES = ['Users.UPDATE', 'Organizations.UPDATE', 'ActivationCodes.CREATE'];

describe('permissions (spec section 6)', () => {
  it('uses the spec names, and the write names of ADR 022', () => {
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
        ...WRITES,
      ].sort(),
    );
  });

  it('gives super admins everything and participants only their profile', () => {
    expect(ROLE_PERMISSIONS.super_admin).toEqual(ALL_PERMISSIONS);
    expect(ROLE_PERMISSIONS.participant).toEqual(['Profile.READ']);
    expect(ROLE_PERMISSIONS.launch_admin).toContain('Tasks.LAUNCH');
    expect(ROLE_PERMISSIONS.admin).not.toContain('Organizations.CREATE');
  });

  it('lets class teachers only read; school and district administrators write (ADR 022)', () => {
    for (const role of ['admin', 'launch_admin', 'participant'] as const) {
      expect(ROLE_PERMISSIONS[role].filter((p) => WRITES.includes(p))).toEqual([]);
    }
    const teacher = permissionsFor('admin', ['class', 'group']);
    expect(teacher.sort()).toEqual([...ROLE_PERMISSIONS.admin].sort());
    expect(permissionsFor('admin', ['school']).sort()).toEqual(
      [...ROLE_PERMISSIONS.admin, 'Users.UPDATE', 'Organizations.UPDATE'].sort(),
    );
    expect(permissionsFor('admin', ['class', 'district']).sort()).toEqual(
      [...ROLE_PERMISSIONS.admin, ...WRITES].sort(),
    );
    // Memberships add nothing to the other roles.
    expect(permissionsFor('launch_admin', ['district'])).toEqual(
      ALL_PERMISSIONS.filter((p) => ROLE_PERMISSIONS.launch_admin.includes(p)),
    );
    expect(permissionsFor('super_admin')).toEqual(ALL_PERMISSIONS);
    expect(ROLE_PERMISSIONS.super_admin).toEqual(expect.arrayContaining(WRITES));
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
