import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { isJobOver, jobChanged, jobQuery } from '../../../lib/jobs-api.ts';
import { saveUsersExport, startUsersExport, type UsersListParams } from '../api/list-users.ts';

interface Props {
  orgType: string;
  orgId: string;
  query: UsersListParams;
  disabled: boolean;
  t: TFunction;
}

/**
 * 'Export all to CSV' as a background job: its progress shows under the button, and the file is
 * downloaded once it is ready, with a button to download it again. A district's list can take a
 * while; the job goes on if the page is left (it is on the Background jobs page).
 */
export function UsersExport({ orgType, orgId, query, disabled, t }: Props) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const downloaded = useRef(new Set<string>());
  const start = useMutation({
    mutationFn: () => startUsersExport(orgType, orgId, query),
    onSuccess: (job) => {
      void jobChanged(queryClient, job);
      setDownloadFailed(false);
      setJobId(job.id);
    },
  });
  const followed = useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== null });
  const job = jobId ? followed.data : undefined;
  const running = Boolean(job && !isJobOver(job));

  async function download(id: string) {
    setDownloadFailed(false);
    try {
      await saveUsersExport(id);
    } catch {
      setDownloadFailed(true);
    }
  }

  const readyId = job?.state === 'completed' ? job.id : null;
  useEffect(() => {
    if (!readyId || downloaded.current.has(readyId)) return;
    downloaded.current.add(readyId);
    void download(readyId);
  }, [readyId]);

  const total = job?.progressTotal ?? 0;
  return (
    <Stack gap={6}>
      <Button
        variant="light"
        onClick={() => start.mutate()}
        loading={start.isPending || running}
        disabled={disabled}
      >
        {t('list.export')}
      </Button>
      {job && running && (
        <>
          <Progress
            value={total > 0 ? (job.progressDone / total) * 100 : 0}
            animated
            aria-label={t('list.exportProgressLabel')}
          />
          <Text size="sm" role="status">
            {t('list.exportPreparing', { done: job.progressDone, total })}
          </Text>
        </>
      )}
      {job?.state === 'completed' && (
        <Group gap="xs">
          <Text size="sm" role="status">
            {t('list.exportReady')}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void download(job.id)}>
            {t('list.exportAgain')}
          </Button>
        </Group>
      )}
      {(start.isError || job?.state === 'failed' || job?.state === 'cancelled') && (
        <Alert color="red" variant="light" role="alert">
          {t('list.exportJobFailed')}
        </Alert>
      )}
      {downloadFailed && (
        <Alert color="red" variant="light" role="alert">
          {t('list.exportFailed')}
        </Alert>
      )}
    </Stack>
  );
}
