import { Progress, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Job } from '@roar/contracts';
import { isJobOver } from '../../../lib/jobs-api.ts';

/**
 * A job's progress: a bar named 'N of M' with the numbers as text; a moving bar while a job of
 * unknown size runs; the count alone once such a job is over.
 */
export function JobProgress({ job, t }: { job: Job; t: TFunction }) {
  const done = job.progressDone;
  const total = job.progressTotal;
  const over = isJobOver(job);
  if (total === null) {
    if (over)
      return <Text size="sm">{done > 0 ? t('progress.done', { done }) : t('progress.none')}</Text>;
    return (
      <Stack gap={4} miw={120}>
        <Progress.Root size="md">
          <Progress.Section
            value={100}
            striped
            animated
            withAria={false}
            role="progressbar"
            aria-label={t('progress.working')}
          />
        </Progress.Root>
        {done > 0 && <Text size="sm">{t('progress.done', { done })}</Text>}
      </Stack>
    );
  }
  const count = t('progress.count', { done, total });
  const percent = total > 0 ? Math.min(100, (done / total) * 100) : over ? 100 : 0;
  return (
    <Stack gap={4} miw={120}>
      <Progress.Root size="md">
        <Progress.Section
          value={percent}
          withAria={false}
          role="progressbar"
          aria-label={count}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={count}
        />
      </Progress.Root>
      <Text size="sm">{count}</Text>
    </Stack>
  );
}
