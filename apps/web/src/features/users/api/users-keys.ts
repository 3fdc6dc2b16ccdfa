import type { UsersListParams } from './list-users.ts';

/** Query and mutation keys of the users feature. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (orgType: string, orgId: string, query: UsersListParams) =>
    [...usersKeys.lists(), orgType, orgId, query] as const,
  update: () => [...usersKeys.all, 'update'] as const,
  archive: () => [...usersKeys.all, 'archive'] as const,
  signOut: () => [...usersKeys.all, 'sign-out'] as const,
  setPassword: () => [...usersKeys.all, 'set-password'] as const,
  register: () => [...usersKeys.all, 'register'] as const,
  createAdministrator: () => [...usersKeys.all, 'create-administrator'] as const,
};
