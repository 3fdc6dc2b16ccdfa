import { PERMISSIONS, hasPermission, type Permission, type UserType } from '@roar/contracts';
import { paths } from './paths.ts';

export type MenuCategory = 'Home' | 'Administrations' | 'Organizations' | 'Users';
/** Who an entry is meant for (docs/product/routes.md section 9). */
export type MenuAudience = 'anyone' | 'admin' | 'super-admin';
export type MenuIcon =
  | 'home'
  | 'list'
  | 'building'
  | 'users'
  | 'user-plus'
  | 'clipboard'
  | 'plus'
  | 'settings'
  | 'family';

/** A menu item of docs/product/data.md section 7. */
export interface MenuItem {
  id: string;
  /** i18n key of the title. */
  titleKey: string;
  icon: MenuIcon;
  category: MenuCategory;
  buttonLink: string;
  audience: MenuAudience;
  permission?: Permission;
}

export interface MenuGroup {
  category: MenuCategory;
  items: MenuItem[];
}

const P = PERMISSIONS;

/** The admin side menu of docs/product/routes.md section 9, in its order. */
export const ADMIN_MENU: readonly MenuItem[] = [
  {
    id: 'back-to-dashboard',
    titleKey: 'menu.items.backToDashboard',
    icon: 'home',
    category: 'Home',
    buttonLink: paths.home,
    audience: 'anyone',
  },
  {
    id: 'list-organizations',
    titleKey: 'menu.items.listOrganizations',
    icon: 'list',
    category: 'Organizations',
    buttonLink: paths.listOrgs,
    audience: 'admin',
    permission: P.Organizations.LIST,
  },
  {
    id: 'create-organization',
    titleKey: 'menu.items.createOrganization',
    icon: 'building',
    category: 'Organizations',
    buttonLink: paths.createOrgs,
    audience: 'super-admin',
    permission: P.Organizations.CREATE,
  },
  {
    id: 'register-students',
    titleKey: 'menu.items.registerStudents',
    icon: 'users',
    category: 'Users',
    buttonLink: paths.registerStudents,
    audience: 'super-admin',
    permission: P.Users.CREATE,
  },
  {
    id: 'register-administrator',
    titleKey: 'menu.items.registerAdministrator',
    icon: 'user-plus',
    category: 'Users',
    buttonLink: paths.createAdministrator,
    audience: 'super-admin',
    permission: P.Administrators.CREATE,
  },
  {
    id: 'view-administrations',
    titleKey: 'menu.items.viewAdministrations',
    icon: 'clipboard',
    category: 'Administrations',
    buttonLink: paths.home,
    audience: 'admin',
    permission: P.Administrations.LIST,
  },
  {
    id: 'create-administration',
    titleKey: 'menu.items.createAdministration',
    icon: 'plus',
    category: 'Administrations',
    buttonLink: paths.createAdministration,
    audience: 'super-admin',
    permission: P.Administrations.CREATE,
  },
  {
    id: 'manage-tasks',
    titleKey: 'menu.items.manageTasks',
    icon: 'settings',
    category: 'Administrations',
    buttonLink: paths.manageTasksVariants,
    audience: 'super-admin',
    permission: P.Tasks.UPDATE,
  },
  {
    id: 'register-new-family',
    titleKey: 'menu.items.registerNewFamily',
    icon: 'family',
    category: 'Users',
    buttonLink: paths.register,
    audience: 'super-admin',
  },
  {
    id: 'background-jobs',
    titleKey: 'menu.items.backgroundJobs',
    icon: 'list',
    category: 'Users',
    buttonLink: paths.jobs,
    audience: 'super-admin',
  },
];

export interface MenuViewer {
  userType: UserType | undefined;
  permissions: readonly string[];
}

function fitsAudience(audience: MenuAudience, userType: UserType | undefined): boolean {
  if (audience === 'super-admin') return userType === 'super_admin';
  if (audience === 'admin') return userType === 'admin' || userType === 'super_admin';
  return true;
}

/**
 * The menu a viewer sees (docs/product/roles-and-permissions.md section 6): nothing for a launch
 * administrator; otherwise entries without a permission are kept and entries with one only when the
 * viewer holds it. The admin-only and super-admin-only marks of the table apply on top. Groups keep
 * the order of first appearance and appear only when they hold an entry.
 */
export function filterMenu(items: readonly MenuItem[], viewer: MenuViewer): MenuGroup[] {
  if (viewer.userType === 'launch_admin') return [];
  const groups: MenuGroup[] = [];
  for (const item of items) {
    if (!fitsAudience(item.audience, viewer.userType)) continue;
    if (item.permission && !hasPermission(viewer.permissions, item.permission)) continue;
    let group = groups.find((g) => g.category === item.category);
    if (!group) {
      group = { category: item.category, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
