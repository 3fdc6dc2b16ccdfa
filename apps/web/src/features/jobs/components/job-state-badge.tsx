import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Job, JobStateName } from '@roar/contracts';
import { errorText } from './labels.ts';

const STATE_COLORS: Record<JobStateName, string> = {
  queued: 'gray',
  active: 'blue',
  retrying: 'orange',
  completed: 'green',
  failed: 'red',
  cancelled: 'dark',
};

/**
 * A job's state as a coloured badge, and what its last error means. The badge's text takes the
 * page's text colour: the tint alone carries no meaning and the words keep their contrast.
 */
export function JobStateBadge({ job, t }: { job: Job; t: TFunction }) {
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={STATE_COLORS[job.state]} variant="light" c="var(--mantine-color-text)">
        {t(`states.${job.state}`)}
      </Badge>
      {job.error && job.state !== 'completed' && <Text size="sm">{errorText(t, job.error)}</Text>}
    </Stack>
  );
}
