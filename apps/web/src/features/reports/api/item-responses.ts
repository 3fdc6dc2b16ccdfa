import {
  JobDetailSchema,
  type JobDetail,
  type ReportParams,
  type StartItemResponseExportRequest,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { apiDownload, saveDownload } from '../../../lib/api-download.ts';
import { jobFilePath } from '../../../lib/jobs-api.ts';
import { reportPath } from './report-request.ts';

// Every answer to one game's items (docs/item-responses-export.md): POST .../item-responses/exports
// starts a background job; its file is one CSV.

/** POST .../item-responses/exports: answers the job (queued). */
export async function startItemResponseExport(
  p: ReportParams,
  request: StartItemResponseExportRequest,
): Promise<JobDetail> {
  return JobDetailSchema.parse(
    await apiClient.post<unknown>(`${reportPath(p)}/item-responses/exports`, request),
  );
}

/** The job's CSV, handed to the browser under the name the server gives. */
export async function saveItemResponses(jobId: string): Promise<void> {
  saveDownload(await apiDownload(jobFilePath(jobId)), 'item-responses.csv');
}
