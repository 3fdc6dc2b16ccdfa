import { useState } from 'react';
import { Alert, Button, Group, Loader, Select, Switch, Text } from '@mantine/core';
import { JOB_KINDS, deriveUserType, type Job, type JobStateName } from '@roar/contracts';
import './components/styles.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { apiDownload, saveDownload } from '../../lib/api-download.ts';
import { jobFilePath } from '../../lib/jobs-api.ts';
import { toast } from '../../lib/toast.ts';
import { useSessionValue } from '../../stores/session-store.ts';
import { useJobsList, useRetryJob } from './api/use-jobs.ts';
import { CancelJobModal } from './components/cancel-job-modal.tsx';
import { JobsTable, type JobActions } from './components/jobs-table.tsx';
import { jobName, kindLabel } from './components/labels.ts';
import { jobsMessages } from './i18n/messages.ts';

/** The state filter's choices and the states each asks for. */
const STATE_FILTERS = {
  all: undefined,
  inProgress: ['queued', 'active', 'retrying'],
  failed: ['failed'],
  completed: ['completed'],
  cancelled: ['cancelled'],
} satisfies Record<string, readonly JobStateName[] | undefined>;
type StateFilter = keyof typeof STATE_FILTERS;
const STATE_FILTER_LABELS: Record<StateFilter, string> = {
  all: 'filters.allStates',
  inProgress: 'filters.inProgress',
  failed: 'filters.failed',
  completed: 'filters.completed',
  cancelled: 'filters.cancelled',
};

/** Select value of 'every kind' (a Select's value cannot be empty). */
const ALL_KINDS = 'all';

/**
 * /jobs: the background jobs (docs/decisions/024-background-jobs.md) an administrator started, or
 * everyone's for a super administrator; follows those that are not over, and offers their
 * actions: cancel, retry (super administrators), download the file, or see an import's result.
 */
export function JobsScreen() {
  const { t, i18n, ready } = useFeatureTranslation(jobsMessages);
  const isSuperAdmin = useSessionValue(
    (session) => deriveUserType(session.userClaims) === 'super_admin',
  );
  const [onlyMine, setOnlyMine] = useState(false);
  const [state, setState] = useState<StateFilter>('all');
  const [kind, setKind] = useState(ALL_KINDS);
  const list = useJobsList({
    ...(kind !== ALL_KINDS ? { kind } : {}),
    ...(STATE_FILTERS[state] ? { states: STATE_FILTERS[state] } : {}),
    ...(isSuperAdmin && !onlyMine ? { all: true } : {}),
  });
  const retry = useRetryJob();
  const [cancelling, setCancelling] = useState<Job | null>(null);
  const [busy, setBusy] = useState<JobActions['busy']>(null);

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;

  async function onRetry(job: Job) {
    setBusy({ id: job.id, action: 'retry' });
    try {
      await retry.mutateAsync(job.id);
      toast.show({
        severity: 'success',
        summary: t('retry.done', { job: jobName(t, job) }),
        life: 5000,
      });
    } catch {
      toast.show({ severity: 'error', summary: t('retry.failed') });
    } finally {
      setBusy(null);
    }
  }

  async function onDownload(job: Job) {
    setBusy({ id: job.id, action: 'download' });
    try {
      saveDownload(await apiDownload(jobFilePath(job.id)), job.file?.name ?? 'download');
    } catch (error) {
      const gone = isApiRequestError(error) && error.status === 404;
      toast.show({ severity: 'error', summary: t(gone ? 'download.gone' : 'download.failed') });
    } finally {
      setBusy(null);
    }
  }

  async function onLoadMore() {
    const result = await list.fetchNextPage();
    if (result.isError) toast.show({ severity: 'error', summary: t('loadFailed') });
  }

  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];
  const filtered = state !== 'all' || kind !== ALL_KINDS;

  return (
    <PageTitle title={t('title')}>
      <Text c="dimmed">{t('intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('filters.state')}
          data={Object.entries(STATE_FILTER_LABELS).map(([value, key]) => ({
            value,
            label: t(key),
          }))}
          value={state}
          onChange={(value) => value && setState(value as StateFilter)}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t('filters.kind')}
          data={[
            { value: ALL_KINDS, label: t('filters.allKinds') },
            ...Object.values(JOB_KINDS).map((value) => ({ value, label: kindLabel(t, value) })),
          ]}
          value={kind}
          onChange={(value) => value && setKind(value)}
          allowDeselect={false}
          style={{ flex: '0 1 320px' }}
        />
        {isSuperAdmin && (
          <Switch
            label={t('filters.onlyMine')}
            checked={onlyMine}
            onChange={(event) => setOnlyMine(event.currentTarget.checked)}
            mb={8}
          />
        )}
      </Group>
      {list.isPending ? (
        <Loader aria-label={t('loading')} />
      ) : list.isError && !list.data ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('loadFailed')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void list.refetch()}>
              {t('tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : jobs.length === 0 ? (
        <Text>{filtered ? t('emptyFiltered') : t('empty')}</Text>
      ) : (
        <>
          <JobsTable
            jobs={jobs}
            actions={{
              onCancel: setCancelling,
              onRetry: isSuperAdmin ? (job) => void onRetry(job) : undefined,
              onDownload: (job) => void onDownload(job),
              busy,
            }}
            t={t}
            locale={i18n.language}
          />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" aria-live="polite">
              {t('shown', { count: jobs.length })}
            </Text>
            {list.hasNextPage && (
              <Button
                variant="light"
                onClick={() => void onLoadMore()}
                loading={list.isFetchingNextPage}
              >
                {t('loadMore')}
              </Button>
            )}
          </Group>
        </>
      )}
      {cancelling && <CancelJobModal job={cancelling} onClose={() => setCancelling(null)} t={t} />}
    </PageTitle>
  );
}
