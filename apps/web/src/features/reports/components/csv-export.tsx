import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { REPORT_SELECTED_MAX, type JobDetail, type ReportParams } from '@roar/contracts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { isJobOver, jobChanged, jobQuery, jobsKeys } from '../../../lib/jobs-api.ts';
import {
  latestExportOf,
  listRecentExports,
  recentExportsQuery,
  saveReportExport,
  startReportExport,
  type ReportExportRequest,
} from '../api/export-report-csv.ts';
import type { ReportKind } from '../api/report-keys.ts';
import { filterOf, type TableState } from './table-state.ts';
import { textColors } from '../../../config/theme.ts';

type Which = 'all' | 'selected';

/** An export started on this screen: the job and what it asked for (to try it again). */
interface Started {
  jobId: string;
  which: Which;
  request: ReportExportRequest;
}

/**
 * 'Export all' makes a CSV of every row matching the filters, in the table's order; 'Export
 * selected' only of the ticked students, whatever the filters now are. Either starts a background
 * job (the file can take a while at district scale): its progress shows here, and the file is
 * downloaded once it is ready, with a button to download it again. Coming back to the report, the
 * latest export of this same view from the last hour is shown with its state.
 */
export function CsvExport({
  kind,
  params,
  state,
  selected,
  onClearSelection,
  toolbar,
  t,
}: {
  kind: ReportKind;
  params: ReportParams;
  state: TableState;
  selected: readonly string[];
  onClearSelection: () => void;
  /** Controls at the end of the export row (the score view). */
  toolbar?: ReactNode;
  t: TFunction;
}) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [started, setStarted] = useState<Started | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  /** Jobs whose file this screen has already downloaded by itself. */
  const downloaded = useRef(new Set<string>());
  const tooMany = selected.length > REPORT_SELECTED_MAX;

  const requestOf = (which: Which): ReportExportRequest => ({
    kind,
    query: {
      ...(which === 'all' ? filterOf(state) : { userId: [...selected] }),
      sort: state.sort,
      order: state.order,
      locale,
    },
  });

  // The latest export of this view, until one is started here.
  const recent = useQuery({
    queryKey: jobsKeys.list(recentExportsQuery),
    queryFn: listRecentExports,
    enabled: started === null,
    staleTime: 0,
  });
  const recalled = started
    ? undefined
    : latestExportOf(recent.data?.jobs ?? [], params, requestOf('all'));
  const jobId = started?.jobId ?? recalled?.id;

  const followed = useQuery({ ...jobQuery(jobId ?? ''), enabled: Boolean(jobId), staleTime: 0 });
  const job = jobId ? followed.data : undefined;
  const running = Boolean(job && !isJobOver(job));

  const start = useMutation({
    mutationFn: ({ request }: { which: Which; request: ReportExportRequest }) =>
      startReportExport(params, request),
    onSuccess: (created, { which, request }) => {
      void jobChanged(queryClient, created);
      setDownloadFailed(false);
      setStarted({ jobId: created.id, which, request });
    },
  });

  async function download(id: string) {
    setDownloadFailed(false);
    try {
      await saveReportExport(id, kind);
    } catch {
      setDownloadFailed(true);
    }
  }

  // The file of an export started here is downloaded as soon as it is ready, once.
  const readyId = job?.state === 'completed' && job.id === started?.jobId ? job.id : null;
  useEffect(() => {
    if (!readyId || downloaded.current.has(readyId)) return;
    downloaded.current.add(readyId);
    void download(readyId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished job
  }, [readyId]);

  const busy = start.isPending || running;
  const exportButton = (which: Which, label: string, disabled: boolean) => (
    <Button
      variant={which === 'all' ? 'filled' : 'light'}
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={start.isPending && start.variables?.which === which}
      disabled={busy || disabled}
      onClick={() => start.mutate({ which, request: requestOf(which) })}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          {exportButton('all', t('export.all'), false)}
          {exportButton('selected', t('export.selected'), selected.length === 0 || tooMany)}
          {selected.length > 0 ? (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" role="status">
                {t('table.selected', { count: selected.length })}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={onClearSelection}>
                {t('table.clearSelection')}
              </Button>
            </Group>
          ) : null}
          {tooMany ? (
            <Text size="sm" c={textColors.error}>
              {t('export.tooMany', { max: REPORT_SELECTED_MAX })}
            </Text>
          ) : null}
        </Group>
        {toolbar}
      </Group>
      {start.isError ? (
        <Alert color="red" role="alert">
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="sm">{startErrorText(start.error, t)}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => start.mutate(start.variables!)}
            >
              {t('errors.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {job ? (
        <ExportStatus
          job={job}
          recalled={!started}
          downloadFailed={downloadFailed}
          onDownload={() => void download(job.id)}
          onTryAgain={() =>
            start.mutate(
              started
                ? { which: started.which, request: started.request }
                : { which: 'all', request: requestOf('all') },
            )
          }
          trying={start.isPending}
          locale={locale}
          t={t}
        />
      ) : null}
    </Stack>
  );
}

function startErrorText(error: unknown, t: TFunction): string {
  return isApiRequestError(error) && error.status === 403
    ? t('export.notPermitted')
    : t('errors.exportFailed');
}

/** What a failed export says: the starter's rights, or any other failure. */
function failureText(job: JobDetail, t: TFunction): string {
  if (job.state === 'cancelled') return t('export.cancelled');
  if (job.error === 'not_permitted' || job.error === 'forbidden') return t('export.notPermitted');
  return t('export.failed');
}

/** The state of one export: progress while it is made, then its file, or what went wrong. */
function ExportStatus({
  job,
  recalled,
  downloadFailed,
  onDownload,
  onTryAgain,
  trying,
  locale,
  t,
}: {
  job: JobDetail;
  /** Found again (started earlier), not started on this visit (whose file is downloaded once). */
  recalled: boolean;
  downloadFailed: boolean;
  onDownload: () => void;
  onTryAgain: () => void;
  trying: boolean;
  locale: string;
  t: TFunction;
}) {
  const number = new Intl.NumberFormat(locale);
  const when = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const total = job.progressTotal;
  let status: string;
  let tone: 'running' | 'done' | 'failed';
  if (!isJobOver(job)) {
    tone = 'running';
    status =
      total === null
        ? t('export.preparing')
        : t('export.progress', {
            done: number.format(job.progressDone),
            total: number.format(total),
          });
  } else if (job.state === 'completed') {
    tone = 'done';
    status = job.file ? t('export.ready') : t('export.expired');
  } else {
    tone = 'failed';
    status = failureText(job, t);
  }
  const percent =
    tone === 'done' ? 100 : total ? Math.min(100, (job.progressDone / total) * 100) : 0;

  return (
    <Stack gap={6} maw={520} data-testid="csv-export-status">
      {recalled ? (
        <Text size="sm" c="dimmed">
          {t('export.latest', { time: when.format(new Date(job.createdAt)) })}
        </Text>
      ) : null}
      {tone === 'running' ? (
        <Progress
          value={percent}
          animated
          striped
          aria-label={t('export.progressLabel')}
          transitionDuration={200}
        />
      ) : null}
      <Text
        size="sm"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        c={tone === 'failed' ? 'red.8' : undefined}
      >
        {status}
      </Text>
      {tone === 'done' && job.file ? (
        <Group gap="sm">
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconDownload size={14} aria-hidden="true" />}
            onClick={onDownload}
          >
            {recalled ? t('export.download') : t('export.downloadAgain')}
          </Button>
        </Group>
      ) : null}
      {tone === 'failed' ? (
        <Group gap="sm">
          <Button variant="light" size="compact-sm" loading={trying} onClick={onTryAgain}>
            {t('errors.retry')}
          </Button>
        </Group>
      ) : null}
      {downloadFailed ? (
        <Text size="sm" c={textColors.error} role="alert">
          {t('export.downloadFailed')}
        </Text>
      ) : null}
    </Stack>
  );
}
