import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { JobDetail, ListJobsResponse } from '@roar/contracts';
import {
  cancelJob,
  isJobOver,
  jobChanged,
  jobsKeys,
  listJobs,
  retryJob,
  type JobListQuery,
} from '../../../lib/jobs-api.ts';

/** How often the list is asked again while one of its jobs is not over. */
export const JOBS_LIST_POLL_MS = 3_000;

type Pages = InfiniteData<ListJobsResponse, string | undefined>;

/** The refresh interval of the list: while any listed job is not over, every few seconds. */
export function listRefetchInterval(data: Pages | undefined): number | false {
  const running = data?.pages.some((page) => page.jobs.some((job) => !isJobOver(job)));
  return running ? JOBS_LIST_POLL_MS : false;
}

/**
 * GET /api/admin/jobs, newest first, a page at a time ('Load more' follows the cursor). Its own
 * key under `jobsKeys.list`: an infinite query must not share a key with a plain one.
 */
export function useJobsList(query: Omit<JobListQuery, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: [...jobsKeys.list(query), 'pages'] as const,
    queryFn: ({ pageParam }) => listJobs({ ...query, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    refetchInterval: (q) => listRefetchInterval(q.state.data),
  });
}

function useJobAction(action: (id: string) => Promise<JobDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (job) => jobChanged(queryClient, job),
  });
}

/** POST /api/admin/jobs/:id/cancel (its starter or a super administrator). */
export const useCancelJob = () => useJobAction(cancelJob);
/** POST /api/admin/jobs/:id/retry (super administrators). */
export const useRetryJob = () => useJobAction(retryJob);
