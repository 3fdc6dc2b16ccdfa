import type { AdministrationListQuery } from '@roar/contracts';

/** Query and mutation keys of the administrations feature. */
export const administrationKeys = {
  all: ['administrations'] as const,
  lists: () => [...administrationKeys.all, 'list'] as const,
  list: (query: AdministrationListQuery) => [...administrationKeys.lists(), query] as const,
  detail: (id: string) => [...administrationKeys.all, 'detail', id] as const,
  orgs: (id: string, parentId: string | null) =>
    [...administrationKeys.all, 'orgs', id, parentId ?? 'top'] as const,
  tasks: () => [...administrationKeys.all, 'tasks'] as const,
  bundles: () => [...administrationKeys.all, 'bundles'] as const,
  upsert: () => [...administrationKeys.all, 'upsert'] as const,
  delete: () => [...administrationKeys.all, 'delete'] as const,
};
