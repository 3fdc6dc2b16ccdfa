import type { ExternalLink, RunCreate, RunDetail } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/app/runs: starts the run of an assigned assessment, or (same id again, after a
 * reload) answers the run already started. Variant and parameters come from the assignment.
 */
export async function createRun(input: RunCreate): Promise<RunDetail> {
  return apiClient.post<RunDetail>('/app/runs', input);
}

/** POST /api/app/runs/:runId/external-link: the signed address of a game played elsewhere. */
export async function externalLink(runId: string): Promise<string> {
  return (
    await apiClient.post<ExternalLink>(`/app/runs/${encodeURIComponent(runId)}/external-link`, {})
  ).url;
}

/** GET /api/app/runs/:runId: whether the run is completed (by the other site's callback). */
export async function runCompleted(runId: string): Promise<boolean> {
  return (
    (await apiClient.get<RunDetail>(`/app/runs/${encodeURIComponent(runId)}`)).state === 'completed'
  );
}
