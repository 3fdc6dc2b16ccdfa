import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@roar/contracts';
import { isJobOver, jobChanged, jobQuery } from '../../../lib/jobs-api.ts';

/** What JobFileState shows of a job that makes a file. */
export interface JobFile {
  running: boolean;
  /** The job's progress as a share (0-100), or null before it knows its total. */
  percent: number | null;
  /** The finished job whose file can be downloaded again, or null. */
  readyId: string | null;
  download(jobId: string): Promise<void>;
  downloadFailed: boolean;
}

/**
 * A background job that makes a file, started from a report screen (the families' letters, the
 * item responses): `start` begins it, the job is followed while it runs, and its file is downloaded
 * by `save` once ready, once; `download` fetches it again on request.
 */
export function useJobFile<Request>(
  begin: (request: Request) => Promise<JobDetail>,
  save: (jobId: string) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const downloaded = useRef(new Set<string>());
  const followed = useQuery({ ...jobQuery(jobId ?? ''), enabled: Boolean(jobId), staleTime: 0 });
  const job = jobId ? followed.data : undefined;
  const running = Boolean(job && !isJobOver(job));

  const start = useMutation({
    mutationFn: begin,
    onSuccess: (created) => {
      void jobChanged(queryClient, created);
      setDownloadFailed(false);
      setJobId(created.id);
    },
  });

  const download = async (id: string) => {
    setDownloadFailed(false);
    try {
      await save(id);
    } catch {
      setDownloadFailed(true);
    }
  };
  const readyId = job?.state === 'completed' && job.file ? job.id : null;
  useEffect(() => {
    if (!readyId || downloaded.current.has(readyId)) return;
    downloaded.current.add(readyId);
    void download(readyId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished job
  }, [readyId]);

  const total = job?.progressTotal ?? null;
  const percent = job && total ? Math.min(100, Math.round((job.progressDone / total) * 100)) : null;
  return { job, running, start, readyId, download, downloadFailed, percent };
}
