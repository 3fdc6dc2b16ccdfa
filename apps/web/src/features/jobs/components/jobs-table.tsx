import { Link } from 'react-router';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { JOB_KINDS, type Job } from '@roar/contracts';
import { paths } from '../../../config/paths.ts';
import { isJobOver } from '../../../lib/jobs-api.ts';
import { JobProgress } from './job-progress.tsx';
import { JobStateBadge } from './job-state-badge.tsx';
import { jobFileName, jobName, kindLabel } from './labels.ts';

export interface JobActions {
  onCancel: (job: Job) => void;
  /** Absent for callers who may not retry (only super administrators may). */
  onRetry?: (job: Job) => void;
  onDownload: (job: Job) => void;
  /** The action under way, if any (its button shows as busy). */
  busy: { id: string; action: 'retry' | 'download' } | null;
}

interface Props {
  jobs: Job[];
  actions: JobActions;
  t: TFunction;
  locale: string;
}

const COLUMNS = [
  'job',
  'startedBy',
  'state',
  'progress',
  'created',
  'finished',
  'actions',
] as const;

/** Where the result of a student import is shown (the registration screen follows its job). */
const importPath = (id: string) => `${paths.registerStudents}?job=${encodeURIComponent(id)}`;

function When({ iso, format }: { iso: string | null; format: Intl.DateTimeFormat }) {
  if (!iso) return <span>—</span>;
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}

/** The listed jobs, newest first, with their state, progress and actions. */
export function JobsTable({ jobs, actions, t, locale }: Props) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped verticalSpacing="xs" aria-label={t('caption')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => {
            const name = jobName(t, job);
            const file = jobFileName(job);
            const busy = actions.busy?.id === job.id ? actions.busy.action : null;
            const isImport = job.kind === JOB_KINDS.importStudents;
            return (
              <Table.Tr key={job.id}>
                <Table.Th scope="row" fw="normal">
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {kindLabel(t, job.kind)}
                    </Text>
                    {file && (
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {file}
                      </Text>
                    )}
                  </Stack>
                </Table.Th>
                <Table.Td>{job.createdBy?.name ?? t('system')}</Table.Td>
                <Table.Td>
                  <JobStateBadge job={job} t={t} />
                </Table.Td>
                <Table.Td>
                  <JobProgress job={job} t={t} />
                </Table.Td>
                <Table.Td>
                  <When iso={job.createdAt} format={format} />
                </Table.Td>
                <Table.Td>
                  <When iso={job.finishedAt} format={format} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {isImport ? (
                      <Button
                        component={Link}
                        to={importPath(job.id)}
                        size="compact-sm"
                        variant="light"
                        aria-label={t('actions.viewLabel', { job: name })}
                      >
                        {t('actions.view')}
                      </Button>
                    ) : job.file ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => actions.onDownload(job)}
                        loading={busy === 'download'}
                        aria-label={t('actions.downloadLabel', { job: name })}
                      >
                        {t('actions.download')}
                      </Button>
                    ) : null}
                    {actions.onRetry && job.canRetry && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => actions.onRetry?.(job)}
                        loading={busy === 'retry'}
                        aria-label={t('actions.retryLabel', { job: name })}
                      >
                        {t('actions.retry')}
                      </Button>
                    )}
                    {!isJobOver(job) && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => actions.onCancel(job)}
                        aria-label={t('actions.cancelLabel', { job: name })}
                      >
                        {t('actions.cancel')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
