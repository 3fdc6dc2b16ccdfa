import {
  JOB_KINDS,
  JobDetailSchema,
  ReportExportJobParamsSchema,
  type Job,
  type JobDetail,
  type ReportExportQuery,
  type ReportParams,
  type StartReportExportRequest,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { apiDownload, saveDownload } from '../../../lib/api-download.ts';
import { jobFilePath, listJobs } from '../../../lib/jobs-api.ts';
import type { ReportKind } from './report-keys.ts';
import { reportPath } from './report-request.ts';

// A report's CSV is made by a background job (docs/reports-csv.md): POST .../exports starts it with
// the table's filters and sort (every row) or `userId` (the selected rows), the screen follows the
// job, then fetches its file.

/** An export as the screen asks for it. */
export interface ReportExportRequest {
  kind: ReportKind;
  query: ReportExportQuery;
}

/** Search texts of the exports started in this tab: the server keeps them out of a job's params. */
const searchOfJob = new Map<string, string>();

const listOrUndefined = <T>(values: readonly T[] | undefined) =>
  values?.length ? [...values] : undefined;

/** POST .../exports: starts the export; answers the job (queued). */
export async function startReportExport(
  p: ReportParams,
  { kind, query }: ReportExportRequest,
): Promise<JobDetail> {
  const search = query.search?.trim() || undefined;
  const body: StartReportExportRequest = {
    report: kind,
    schoolId: listOrUndefined(query.schoolId),
    grade: listOrUndefined(query.grade),
    taskId: query.taskId || undefined,
    status: listOrUndefined(query.status),
    supportLevel: listOrUndefined(query.supportLevel),
    reliability: query.reliability,
    search,
    sort: query.sort,
    order: query.order,
    userId: listOrUndefined(query.userId),
    locale: query.locale,
  };
  const job = JobDetailSchema.parse(await apiClient.post<unknown>(`${reportPath(p)}/exports`, body));
  if (search) searchOfJob.set(job.id, search);
  return job;
}

/** Fetches an export job's file and hands it to the browser under the name the server gives. */
export async function saveReportExport(jobId: string, kind: ReportKind): Promise<void> {
  saveDownload(await apiDownload(jobFilePath(jobId)), `${kind}-report.csv`);
}

/** How far back the report screens look for an export to show again. */
export const RECENT_EXPORT_MS = 3_600_000;
/** The caller's latest exports the screens look through. */
const RECENT_EXPORTS = 20;

export const recentExportsQuery = { kind: JOB_KINDS.exportReport, limit: RECENT_EXPORTS };

export const listRecentExports = () => listJobs(recentExportsQuery);

const sameSet = (a: readonly string[], b: readonly string[] | undefined) => {
  const other = new Set(b ?? []);
  return a.length === other.size && a.every((v) => other.has(v));
};

/**
 * Whether a job is an export of every row of this report with these filters, sort and language
 * (the one a screen shows again when the user comes back). An export with a search matches only
 * when this tab started it with the same text (the job does not tell its search); exports of
 * selected rows never match (a selection does not outlive the page).
 */
export function isExportOf(
  job: Pick<Job, 'id' | 'kind' | 'params'>,
  p: ReportParams,
  { kind, query }: ReportExportRequest,
): boolean {
  if (job.kind !== JOB_KINDS.exportReport) return false;
  const parsed = ReportExportJobParamsSchema.safeParse(job.params);
  if (!parsed.success) return false;
  const params = parsed.data;
  const search = query.search?.trim() || undefined;
  return (
    params.report === kind &&
    params.administrationId === p.administrationId &&
    params.orgType === p.orgType &&
    params.orgId === p.orgId &&
    params.selected === null &&
    !query.userId?.length &&
    sameSet(params.schoolId, query.schoolId) &&
    sameSet(params.grade, query.grade) &&
    sameSet(params.status, query.status) &&
    sameSet(params.supportLevel, query.supportLevel) &&
    params.taskId === (query.taskId || null) &&
    params.reliability === (query.reliability ?? null) &&
    params.sort === query.sort &&
    params.order === query.order &&
    params.locale === (query.locale ?? null) &&
    params.search === Boolean(search) &&
    (!search || searchOfJob.get(job.id) === search)
  );
}

/** The newest job of `jobs` (newest first) that is such an export, started within the hour. */
export function latestExportOf(
  jobs: readonly Job[],
  p: ReportParams,
  request: ReportExportRequest,
  now = Date.now(),
): Job | undefined {
  return jobs.find(
    (job) =>
      now - new Date(job.createdAt).getTime() < RECENT_EXPORT_MS && isExportOf(job, p, request),
  );
}
