import type { RunCreate, RunDetail } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/app/runs: starts the run of an assigned assessment, or (same id again, after a
 * reload) answers the run already started. Variant and parameters come from the assignment.
 */
export async function createRun(input: RunCreate): Promise<RunDetail> {
  return apiClient.post<RunDetail>('/app/runs', input);
}
