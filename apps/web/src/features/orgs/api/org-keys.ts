import type { OrgListQuery } from '@roar/contracts';

/** Query and mutation keys of the organisations feature. */
export const orgKeys = {
  all: ['orgs'] as const,
  lists: () => [...orgKeys.all, 'list'] as const,
  list: (query: OrgListQuery) => [...orgKeys.lists(), query] as const,
  codes: (orgId: string) => [...orgKeys.all, 'codes', orgId] as const,
  create: () => [...orgKeys.all, 'create'] as const,
  update: () => [...orgKeys.all, 'update'] as const,
  archive: () => [...orgKeys.all, 'archive'] as const,
  createCode: () => [...orgKeys.all, 'create-code'] as const,
  revokeCode: () => [...orgKeys.all, 'revoke-code'] as const,
};
