import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { LocalNormsRefusalSchema, type ListNormTablesResponse } from '@roar/contracts';
import { isJobOver, jobChanged, jobQuery } from '../../../lib/jobs-api.ts';
import { normsKeys, startLocalNorms } from '../api/norm-tables.ts';
import { taskName } from './labels.ts';

/** The smallest grade-and-season cell a build uses (ADR 051), for the intro before any build. */
const MIN_CELL = 50;

/**
 * 'Build local norms': starts `norms.build_local` for the chosen game and follows it; a refusal
 * says why with its counts (docs/decisions/054-local-norm-tables.md).
 */
export function BuildNorms({
  districtId,
  tasks,
  t,
}: {
  districtId: string;
  tasks: ListNormTablesResponse['tasks'];
  t: TFunction;
}) {
  const queryClient = useQueryClient();
  const [taskId, setTaskId] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const followed = useQuery({ ...jobQuery(jobId ?? ''), enabled: Boolean(jobId), staleTime: 0 });
  const job = jobId ? followed.data : undefined;
  const start = useMutation({
    mutationFn: (task: string) => startLocalNorms(districtId, task),
    onSuccess: (created) => {
      void jobChanged(queryClient, created);
      setJobId(created.id);
    },
  });
  const over = job ? isJobOver(job) : false;
  const running = Boolean(job) && !over;
  const completedId = job?.state === 'completed' ? job.id : null;
  useEffect(() => {
    // The new draft joins the list once the build is done.
    if (completedId) void queryClient.invalidateQueries({ queryKey: normsKeys.list(districtId) });
  }, [completedId, districtId, queryClient]);

  const chosen = taskId ?? tasks[0]?.taskId ?? null;
  const refusal = job?.state === 'failed' ? LocalNormsRefusalSchema.safeParse(job.result) : null;
  const total = job?.progressTotal ?? null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="norms-build">
      <Stack gap="sm">
        <Title order={2} size="h3" id="norms-build">
          {t('build.heading')}
        </Title>
        <Text>{t('build.intro', { minCell: MIN_CELL })}</Text>
        <Group align="flex-end">
          <Select
            label={t('task')}
            data={tasks.map((task) => ({ value: task.taskId, label: taskName(task.taskId) }))}
            value={chosen}
            onChange={(value) => value && setTaskId(value)}
            allowDeselect={false}
            w={280}
          />
          <Button
            onClick={() => chosen && start.mutate(chosen)}
            loading={start.isPending || running}
            disabled={!chosen}
          >
            {t('build.start')}
          </Button>
        </Group>
        {running ? (
          <Stack gap={4} role="status">
            <Text size="sm">
              {total ? t('build.reading', { done: job!.progressDone, total }) : t('build.working')}
            </Text>
            {total ? (
              <Progress
                value={Math.min(100, Math.round((job!.progressDone / total) * 100))}
                aria-label={t('build.working')}
              />
            ) : null}
          </Stack>
        ) : null}
        {job?.state === 'completed' ? (
          <Alert color="green" role="status">
            {t('build.ready')}
          </Alert>
        ) : null}
        {start.isError || (over && job?.state !== 'completed') ? (
          <Alert color="red" role="alert">
            {refusal?.success
              ? t(`build.refusals.${refusal.data.refusal.reason}`, refusal.data.refusal)
              : t('build.failed')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
