import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { JOB_KINDS, type Job } from '@roar/contracts';
import { JOB_POLL_MS, isJobOver, jobsKeys, listJobs } from '../../../lib/jobs-api.ts';

const RECENT = 5;

const STATE_COLORS: Record<Job['state'], string> = {
  queued: 'gray',
  active: 'blue',
  retrying: 'yellow',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
};

interface Props {
  onView: (jobId: string) => void;
  t: TFunction;
  locale: string;
}

/**
 * The caller's latest student imports, so an import started earlier (and left running) can be
 * found again; refreshed while one of them is not over. Nothing when there are none.
 */
export function RecentImports({ onView, t, locale }: Props) {
  const query = { kind: JOB_KINDS.importStudents, limit: RECENT };
  const { data } = useQuery({
    queryKey: jobsKeys.list(query),
    queryFn: () => listJobs(query),
    refetchInterval: (q) => (q.state.data?.jobs.some((j) => !isJobOver(j)) ? JOB_POLL_MS : false),
  });
  if (!data || data.jobs.length === 0) return null;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap={4} component="section" aria-labelledby="recent-imports">
      <Title order={2} size="h4" id="recent-imports">
        {t('register.recent.title')}
      </Title>
      <List listStyleType="none" spacing={4}>
        {data.jobs.map((job) => {
          const file = typeof job.params.fileName === 'string' ? job.params.fileName : null;
          const label = t('register.recent.item', {
            file: file ?? t('register.recent.noName'),
            date: when.format(new Date(job.createdAt)),
          });
          return (
            <List.Item key={job.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">{label}</Text>
                <Badge color={STATE_COLORS[job.state]} variant="light">
                  {t(`register.recent.states.${job.state}`)}
                </Badge>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => onView(job.id)}
                  aria-label={t('register.recent.viewNamed', { item: label })}
                >
                  {t('register.recent.view')}
                </Anchor>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
