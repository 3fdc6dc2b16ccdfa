import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OrgSummarySchema,
  type OrgCreateInput,
  type OrgSummary,
  type OrgUpdateInput,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { orgKeys } from './org-keys.ts';

/** POST /api/admin/orgs */
export async function createOrg(input: OrgCreateInput): Promise<OrgSummary> {
  return OrgSummarySchema.parse(await apiClient.post<unknown>('/admin/orgs', input));
}

/** PATCH /api/admin/orgs/:id */
export async function updateOrg(id: string, input: OrgUpdateInput): Promise<OrgSummary> {
  const body = await apiClient.patch<unknown>(`/admin/orgs/${encodeURIComponent(id)}`, input);
  return OrgSummarySchema.parse(body);
}

/** POST /api/admin/orgs/:id/archive or /unarchive */
export async function setArchived(id: string, archived: boolean): Promise<OrgSummary> {
  const action = archived ? 'archive' : 'unarchive';
  const body = await apiClient.post<unknown>(`/admin/orgs/${encodeURIComponent(id)}/${action}`);
  return OrgSummarySchema.parse(body);
}

/** Every change refreshes every organisation list (pickers included). */
function useOrgMutation<T>(key: readonly unknown[], fn: (vars: T) => Promise<OrgSummary>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: key,
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.lists() }),
  });
}

export const useCreateOrg = () => useOrgMutation(orgKeys.create(), createOrg);
export const useUpdateOrg = () =>
  useOrgMutation(orgKeys.update(), (v: { id: string; input: OrgUpdateInput }) =>
    updateOrg(v.id, v.input),
  );
export const useSetArchived = () =>
  useOrgMutation(orgKeys.archive(), (v: { id: string; archived: boolean }) =>
    setArchived(v.id, v.archived),
  );
