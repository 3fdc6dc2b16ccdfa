import { useMutation } from '@tanstack/react-query';
import type { OrgSummary } from '@roar/contracts';
import { apiDownload, saveDownload } from '../../../lib/api-download.ts';

/** GET /api/admin/orgs/:id/users.csv, saved as the file the server names. */
export async function exportOrgUsers(org: Pick<OrgSummary, 'id' | 'name'>): Promise<void> {
  const file = await apiDownload(`/admin/orgs/${encodeURIComponent(org.id)}/users.csv`);
  saveDownload(file, 'users-export.csv');
}

export const useExportOrgUsers = () => useMutation({ mutationFn: exportOrgUsers });
