import {
  JobDetailSchema,
  type JobDetail,
  type Locale,
  type ReportParams,
  type StartLettersRequest,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { apiDownload, saveDownload } from '../../../lib/api-download.ts';
import { jobFilePath } from '../../../lib/jobs-api.ts';
import { reportPath } from './report-request.ts';

// The families' letters of a report's students (docs/product/parent-letter.md): POST .../letters
// starts a background job with the school, grade and search filters; its file is one PDF.

export interface LettersRequest {
  schoolId: readonly string[];
  grade: readonly string[];
  search: string;
  reader: Locale;
}

/** POST .../letters: answers the job (queued). */
export async function startLetters(p: ReportParams, request: LettersRequest): Promise<JobDetail> {
  const body: StartLettersRequest = {
    schoolId: request.schoolId.length ? [...request.schoolId] : undefined,
    grade: request.grade.length ? [...request.grade] : undefined,
    search: request.search.trim() || undefined,
    reader: request.reader,
  };
  return JobDetailSchema.parse(await apiClient.post<unknown>(`${reportPath(p)}/letters`, body));
}

/** The job's PDF, handed to the browser under the name the server gives. */
export async function saveLetters(jobId: string): Promise<void> {
  saveDownload(await apiDownload(jobFilePath(jobId)), 'letters.pdf');
}
