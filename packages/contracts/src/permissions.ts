/**
 * Permission names of docs/product/roles-and-permissions.md section 3 and the role -> permission
 * table. The server enforces these; the web app only uses them to hide what cannot be opened.
 */
export const PERMISSIONS = {
  Tasks: { LAUNCH: 'Tasks.LAUNCH', UPDATE: 'Tasks.UPDATE' },
  Users: { CREATE: 'Users.CREATE', LIST: 'Users.LIST' },
  Administrators: { UPDATE: 'Administrators.UPDATE', CREATE: 'Administrators.CREATE' },
  Administrations: {
    CREATE: 'Administrations.CREATE',
    UPDATE: 'Administrations.UPDATE',
    LIST: 'Administrations.LIST',
  },
  Organizations: { CREATE: 'Organizations.CREATE', LIST: 'Organizations.LIST' },
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
 * the admin holds (and their descendants); a super admin holds every permission everywhere.
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
