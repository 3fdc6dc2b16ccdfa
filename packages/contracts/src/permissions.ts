import type { OrgKind } from './orgs.ts';

/**
 * Permission names of docs/product/roles-and-permissions.md section 3 and the role -> permission
 * table. The server enforces these; the web app only uses them to hide what cannot be opened.
 * `Users.UPDATE`, `Organizations.UPDATE` and `ActivationCodes.CREATE` are ours, not the spec's
 * (docs/decisions/022-write-permissions.md).
 */
export const PERMISSIONS = {
  Tasks: { LAUNCH: 'Tasks.LAUNCH', UPDATE: 'Tasks.UPDATE' },
  Users: { CREATE: 'Users.CREATE', LIST: 'Users.LIST', UPDATE: 'Users.UPDATE' },
  Administrators: { UPDATE: 'Administrators.UPDATE', CREATE: 'Administrators.CREATE' },
  Administrations: {
    CREATE: 'Administrations.CREATE',
    UPDATE: 'Administrations.UPDATE',
    LIST: 'Administrations.LIST',
  },
  Organizations: {
    CREATE: 'Organizations.CREATE',
    LIST: 'Organizations.LIST',
    UPDATE: 'Organizations.UPDATE',
  },
  ActivationCodes: { CREATE: 'ActivationCodes.CREATE' },
  Reports: {
    Progress: { READ: 'Reports.Progress.READ' },
    Score: { READ: 'Reports.Score.READ' },
    Student: { READ: 'Reports.Student.READ' },
  },
  Profile: { READ: 'Profile.READ' },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type Permission = Leaves<typeof PERMISSIONS>;

function leaves(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves);
}
export const ALL_PERMISSIONS = leaves(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (ALL_PERMISSIONS as string[]).includes(value);
}

/** Role names carried in the `role` claim. */
export const ROLES = {
  SUPER_ADMIN: 'super_admin',
  ADMIN: 'admin',
  LAUNCH_ADMIN: 'launch_admin',
  PARTICIPANT: 'participant',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

const P = PERMISSIONS;
/**
 * What each role may do. Admin permissions are further scoped by the server to the organisations
 * the admin holds (and their descendants); a super admin holds every permission everywhere. The
 * `admin` row is read-only: it is all a class teacher holds; writes come from
 * ADMIN_WRITE_PERMISSIONS.
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  super_admin: ALL_PERMISSIONS,
  admin: [
    P.Organizations.LIST,
    P.Users.LIST,
    P.Administrations.LIST,
    P.Reports.Progress.READ,
    P.Reports.Score.READ,
    P.Reports.Student.READ,
    P.Profile.READ,
  ],
  launch_admin: [P.Tasks.LAUNCH, P.Reports.Student.READ, P.Profile.READ],
  participant: [P.Profile.READ],
};

/**
 * What an `admin` membership adds to the `admin` role, by the type of its organisation
 * (docs/decisions/022-write-permissions.md): school and district administrators change the users
 * and organisations of their scope; district administrators also invite families. Class (and
 * group) administrators, the teachers, only read.
 */
export const ADMIN_WRITE_PERMISSIONS: Readonly<Partial<Record<OrgKind, readonly Permission[]>>> = {
  district: [P.Users.UPDATE, P.Organizations.UPDATE, P.ActivationCodes.CREATE],
  school: [P.Users.UPDATE, P.Organizations.UPDATE],
};

/**
 * The permissions a token carries: the role's row, and for the `admin` role what its `admin`
 * memberships add (`adminOrgTypes`: the organisation type of each). Other roles ignore them.
 */
export function permissionsFor(role: Role, adminOrgTypes: readonly string[] = []): Permission[] {
  const granted = new Set<Permission>(ROLE_PERMISSIONS[role]);
  if (role === ROLES.ADMIN) {
    for (const type of adminOrgTypes) {
      for (const p of ADMIN_WRITE_PERMISSIONS[type as OrgKind] ?? []) granted.add(p);
    }
  }
  return ALL_PERMISSIONS.filter((p) => granted.has(p));
}

/**
 * Whether `granted` includes `permission`. An undefined or unknown permission is an error: it is
 * reported through `onUnknown` and denied (docs/product/roles-and-permissions.md section 3).
 */
export function hasPermission(
  granted: readonly string[] | undefined,
  permission: string | undefined,
  onUnknown: (message: string) => void = (m) => console.error(m),
): boolean {
  if (!isPermission(permission)) {
    onUnknown(`Unknown permission: ${String(permission)}`);
    return false;
  }
  return granted?.includes(permission) ?? false;
}
