import { describe, expect, it } from 'vitest';
import { PERMISSIONS as P, ROLE_PERMISSIONS } from '@roar/contracts';
import { ADMIN_MENU, filterMenu, type MenuItem } from './admin-menu.ts';
import { paths } from './paths.ts';

const titles = (groups: ReturnType<typeof filterMenu>) =>
  groups.map((g) => [g.category, g.items.map((i) => i.id)]);

describe('ADMIN_MENU', () => {
  it('holds the entries of the spec table with their targets and permissions', () => {
    expect(
      ADMIN_MENU.map((i) => [i.id, i.category, i.buttonLink, i.audience, i.permission]),
    ).toEqual([
      ['back-to-dashboard', 'Home', paths.home, 'anyone', undefined],
      ['list-organizations', 'Organizations', paths.listOrgs, 'admin', P.Organizations.LIST],
      [
        'create-organization',
        'Organizations',
        paths.createOrgs,
        'super-admin',
        P.Organizations.CREATE,
      ],
      ['register-students', 'Users', paths.registerStudents, 'super-admin', P.Users.CREATE],
      [
        'register-administrator',
        'Users',
        paths.createAdministrator,
        'super-admin',
        P.Administrators.CREATE,
      ],
      ['view-administrations', 'Administrations', paths.home, 'admin', P.Administrations.LIST],
      [
        'create-administration',
        'Administrations',
        paths.createAdministration,
        'super-admin',
        P.Administrations.CREATE,
      ],
      ['manage-tasks', 'Administrations', paths.manageTasksVariants, 'super-admin', P.Tasks.UPDATE],
      ['register-new-family', 'Users', paths.register, 'super-admin', undefined],
      ['background-jobs', 'Users', paths.jobs, 'super-admin', undefined],
    ]);
  });
});

describe('filterMenu', () => {
  it('gives a launch administrator nothing', () => {
    expect(
      filterMenu(ADMIN_MENU, {
        userType: 'launch_admin',
        permissions: ROLE_PERMISSIONS.super_admin,
      }),
    ).toEqual([]);
  });

  it('gives a super admin every entry, grouped in order of first appearance', () => {
    expect(
      titles(
        filterMenu(ADMIN_MENU, {
          userType: 'super_admin',
          permissions: ROLE_PERMISSIONS.super_admin,
        }),
      ),
    ).toEqual([
      ['Home', ['back-to-dashboard']],
      ['Organizations', ['list-organizations', 'create-organization']],
      [
        'Users',
        ['register-students', 'register-administrator', 'register-new-family', 'background-jobs'],
      ],
      ['Administrations', ['view-administrations', 'create-administration', 'manage-tasks']],
    ]);
  });

  it('gives an admin the entries whose permission the admin holds; empty groups disappear', () => {
    expect(
      titles(filterMenu(ADMIN_MENU, { userType: 'admin', permissions: ROLE_PERMISSIONS.admin })),
    ).toEqual([
      ['Home', ['back-to-dashboard']],
      ['Organizations', ['list-organizations']],
      ['Administrations', ['view-administrations']],
    ]);
  });

  it('drops an entry whose permission is missing even when the audience fits', () => {
    const groups = filterMenu(ADMIN_MENU, {
      userType: 'admin',
      permissions: [P.Organizations.LIST],
    });
    expect(titles(groups)).toEqual([
      ['Home', ['back-to-dashboard']],
      ['Organizations', ['list-organizations']],
    ]);
  });

  it('keeps permissionless entries, within their audience', () => {
    expect(titles(filterMenu(ADMIN_MENU, { userType: 'participant', permissions: [] }))).toEqual([
      ['Home', ['back-to-dashboard']],
    ]);
    expect(titles(filterMenu(ADMIN_MENU, { userType: undefined, permissions: [] }))).toEqual([
      ['Home', ['back-to-dashboard']],
    ]);
  });

  it('applies the super-admin-only mark on top of the permission', () => {
    const items: MenuItem[] = [
      {
        id: 'x',
        titleKey: 'k',
        icon: 'plus',
        category: 'Users',
        buttonLink: '/x',
        audience: 'super-admin',
        permission: P.Users.CREATE,
      },
      {
        id: 'y',
        titleKey: 'k',
        icon: 'list',
        category: 'Users',
        buttonLink: '/y',
        audience: 'admin',
      },
    ];
    expect(titles(filterMenu(items, { userType: 'admin', permissions: [P.Users.CREATE] }))).toEqual(
      [['Users', ['y']]],
    );
    expect(filterMenu(items, { userType: 'participant', permissions: [P.Users.CREATE] })).toEqual(
      [],
    );
  });
});
