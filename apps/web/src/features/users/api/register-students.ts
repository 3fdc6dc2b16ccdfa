import { JobDetailSchema, type JobDetail, type StartStudentImportRequest } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/admin/roster/student-imports: the whole file as one background job, answered at once
 * (docs/decisions/024-background-jobs.md). The server checks every row before writing any.
 */
export async function startStudentImport(request: StartStudentImportRequest): Promise<JobDetail> {
  const body = await apiClient.post<unknown>('/admin/roster/student-imports', request, {
    // Up to 20,000 rows travel in this one request.
    timeoutMs: 120_000,
  });
  return JobDetailSchema.parse(body);
}
