import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Progress, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { StudentImportResultSchema, type JobDetail, type RosterFieldError } from '@roar/contracts';
import { apiDownload } from '../../../lib/api-download.ts';
import { cancelJob, isJobOver, jobChanged, jobFilePath, jobQuery } from '../../../lib/jobs-api.ts';
import { downloadCsv, recordsToCsv } from '../roster/csv-file.ts';
import { describeProblems } from './preview-step.tsx';

/** The report of refused rows the import job stores (apps/server import-students-job.ts). */
interface RefusedRowsReport {
  headers: string[];
  rows: { row: number; cells: string[]; errors: RosterFieldError[] }[];
}

interface Props {
  jobId: string;
  onRestart: () => void;
  t: TFunction;
}

/** What the import is doing, in words, with the numbers of its progress. */
function stageText(t: TFunction, job: JobDetail): string {
  const total = job.progressTotal ?? 0;
  switch (job.state) {
    case 'queued':
      return t('register.job.waiting');
    case 'retrying':
      return t('register.job.retrying');
    case 'active':
      return job.result?.phase === 'writing'
        ? t('register.job.writing', { done: job.progressDone, total })
        : t('register.job.checking', { total });
    case 'cancelled':
      return t('register.job.cancelled');
    case 'failed':
      return t('register.job.failed');
    default: {
      const result = StudentImportResultSchema.safeParse(job.result);
      return result.success
        ? t('register.submit.summary', {
            created: result.data.created,
            failed: result.data.refused,
          })
        : t('register.job.done');
    }
  }
}

/**
 * A student import as a background job: its progress while it runs (the page can be left and the
 * job found again under Recent imports), then how many students were created, the refused rows
 * with their problems, and the report of refused rows as a CSV of the file's own columns.
 */
export function ImportJobView({ jobId, onRestart, t }: Props) {
  const queryClient = useQueryClient();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const query = useQuery(jobQuery(jobId));
  const cancel = useMutation({
    mutationFn: () => cancelJob(jobId),
    onSuccess: (job) => jobChanged(queryClient, job),
  });

  if (query.isPending) return <Loader aria-label={t('loading')} />;
  if (query.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {t('register.job.notFound')}
        </Alert>
        <Group>
          <Button variant="subtle" onClick={onRestart}>
            {t('register.submit.again')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const job = query.data;
  const over = isJobOver(job);
  const writing = job.result?.phase === 'writing' || over;
  const total = job.progressTotal ?? 0;
  const percent = over ? 100 : writing && total > 0 ? (job.progressDone / total) * 100 : 0;
  const fileName = typeof job.params.fileName === 'string' ? job.params.fileName : null;

  async function downloadRefused() {
    setDownloadFailed(false);
    try {
      const { blob } = await apiDownload(jobFilePath(jobId));
      const report = JSON.parse(await blob.text()) as RefusedRowsReport;
      const records = report.rows.map((r) =>
        Object.fromEntries(report.headers.map((h, i) => [h, r.cells[i] ?? ''])),
      );
      const csv = recordsToCsv(report.headers, records, {
        header: t('register.preview.problems'),
        values: report.rows.map((r) => describeProblems(t, r.errors).join('; ')),
      });
      downloadCsv('roar-students-refused.csv', csv);
    } catch {
      setDownloadFailed(true);
    }
  }

  return (
    <Stack gap="md">
      {fileName && <Text fw={600}>{t('register.job.file', { file: fileName })}</Text>}
      <Progress
        value={percent}
        animated={!over}
        color={job.state === 'failed' ? 'red' : undefined}
        aria-label={stageText(t, job)}
      />
      <Text role="status" aria-live="polite">
        {stageText(t, job)}
      </Text>
      {!over && (
        <>
          <Text size="sm" c="dimmed">
            {t('register.job.leave')}
          </Text>
          <Group>
            <Button variant="default" onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {t('register.job.cancel')}
            </Button>
          </Group>
        </>
      )}
      {over && (
        <Group>
          {job.file && (
            <Button onClick={() => void downloadRefused()} variant="light">
              {t('register.submit.download')}
            </Button>
          )}
          <Button variant="subtle" onClick={onRestart}>
            {t('register.submit.again')}
          </Button>
        </Group>
      )}
      {downloadFailed && (
        <Alert color="red" role="alert">
          {t('register.job.downloadFailed')}
        </Alert>
      )}
      {over && job.file && (
        <Text size="sm" c="dimmed">
          {t('register.submit.downloadHint')}
        </Text>
      )}
      {job.rowErrors.length > 0 && (
        <>
          {job.rowErrorCount > job.rowErrors.length && (
            <Text size="sm">
              {t('register.job.moreRefused', {
                shown: job.rowErrors.length,
                total: job.rowErrorCount,
              })}
            </Text>
          )}
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fields.row')}</Table.Th>
                  <Table.Th scope="col">{t('register.preview.problems')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {job.rowErrors.map((refused) => (
                  <Table.Tr key={refused.row} data-testid={`result-row-${refused.row}`}>
                    <Table.Td>{refused.row}</Table.Td>
                    <Table.Td>
                      {describeProblems(t, refused.errors as RosterFieldError[]).join('; ')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
