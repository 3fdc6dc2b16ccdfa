import {
  FINISHED_JOB_STATES,
  JobDetailSchema,
  ListJobsResponseSchema,
  type JobDetail,
  type JobStateName,
  type ListJobsResponse,
} from '@roar/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

// Background jobs (docs/decisions/024-background-jobs.md): every screen that starts long work
// follows its job through these calls; the jobs page lists them.

/** Query keys of jobs, shared by the screens that start them and the jobs page. */
export const jobsKeys = {
  all: ['jobs'] as const,
  detail: (id: string) => [...jobsKeys.all, 'detail', id] as const,
  list: (query: JobListQuery) => [...jobsKeys.all, 'list', query] as const,
};

export interface JobListQuery {
  kind?: string;
  states?: readonly JobStateName[];
  /** Everyone's jobs (super administrators). */
  all?: boolean;
  cursor?: string;
  limit?: number;
}

/** How often a screen asks about a job that is not over. */
export const JOB_POLL_MS = 1000;

export const isJobOver = (job: Pick<JobDetail, 'state'>) => FINISHED_JOB_STATES.includes(job.state);

export async function fetchJob(id: string): Promise<JobDetail> {
  return JobDetailSchema.parse(
    await apiClient.get<unknown>(`/admin/jobs/${encodeURIComponent(id)}`),
  );
}

/**
 * One job, asked again every JOB_POLL_MS until it is over; a job that cannot be read (gone, not
 * the caller's) is not asked again.
 */
export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobsKeys.detail(id),
    queryFn: () => fetchJob(id),
    refetchInterval: (q) => {
      const job = q.state.data;
      if (job) return isJobOver(job) ? false : JOB_POLL_MS;
      return q.state.status === 'error' ? false : JOB_POLL_MS;
    },
  });

/** A job a screen just started or changed: its detail is known, every list of jobs is not. */
export function jobChanged(queryClient: QueryClient, job: JobDetail): Promise<void> {
  queryClient.setQueryData(jobsKeys.detail(job.id), job);
  return queryClient.invalidateQueries({ queryKey: [...jobsKeys.all, 'list'] });
}

export async function listJobs(query: JobListQuery = {}): Promise<ListJobsResponse> {
  const body = await apiClient.get<unknown>('/admin/jobs', {
    query: {
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.states?.length ? { state: query.states.join(',') } : {}),
      ...(query.all ? { all: 'true' } : {}),
      ...(query.cursor ? { cursor: query.cursor } : {}),
      ...(query.limit ? { limit: String(query.limit) } : {}),
    },
  });
  return ListJobsResponseSchema.parse(body);
}

export async function cancelJob(id: string): Promise<JobDetail> {
  return JobDetailSchema.parse(
    await apiClient.post<unknown>(`/admin/jobs/${encodeURIComponent(id)}/cancel`, {}),
  );
}

export async function retryJob(id: string): Promise<JobDetail> {
  return JobDetailSchema.parse(
    await apiClient.post<unknown>(`/admin/jobs/${encodeURIComponent(id)}/retry`, {}),
  );
}

/** Path of a job's file, for `apiDownload`. */
export const jobFilePath = (id: string) => `/admin/jobs/${encodeURIComponent(id)}/file`;
