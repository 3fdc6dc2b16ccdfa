import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTableExport } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { JobDetail, ReportParams, ReportTask } from '@roar/contracts';
import { reportsProgressOnly } from '@roar/tasks/loaders';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { isJobOver } from '../../../lib/jobs-api.ts';
import { useSessionValue } from '../../../stores/session-store.ts';
import { saveItemResponses, startItemResponseExport } from '../api/item-responses.ts';
import { JobFileState } from './job-file-state.tsx';
import { useJobFile } from './use-job-file.ts';

/** What a finished or failed export says. */
function outcome(job: JobDetail, t: TFunction): { text: string; failed: boolean } {
  if (job.state === 'completed') {
    return { text: t('itemResponses.ready', { count: Number(job.result?.rows ?? 0) }), failed: false };
  }
  if (job.state === 'cancelled') return { text: t('itemResponses.cancelled'), failed: true };
  const code = ['not_permitted', 'forbidden'].includes(job.error ?? '') ? 'forbidden' : 'failed';
  return { text: t(`itemResponses.errors.${code}`), failed: true };
}

/** Why a start was refused, in words. */
function refusal(error: unknown, t: TFunction): string {
  if (isApiRequestError(error) && error.status === 403) return t('itemResponses.errors.forbidden');
  if (isApiRequestError(error) && error.status === 400) return t('itemResponses.errors.notScored');
  return t('itemResponses.errors.failed');
}

/**
 * 'Item responses': every answer of the report's students to one game's items, one CSV row per
 * item (docs/item-responses-export.md), for calibration and a district's own analyses. Shown to
 * super administrators and to those who administer a district; the server admits super
 * administrators and the district's administrators only. The file is made by a background job;
 * its progress shows here and it downloads once ready.
 */
export function ItemResponseExport({
  params,
  tasks,
  t,
}: {
  params: ReportParams;
  tasks: readonly ReportTask[];
  t: TFunction;
}) {
  const allowed = useSessionValue(
    (s) =>
      s.userClaims?.super_admin === true ||
      (s.userClaims?.minimalAdminOrgs?.districts ?? []).length > 0,
  );
  const scored = tasks.filter((task) => !reportsProgressOnly(task.taskId));
  const [taskId, setTaskId] = useState<string | null>(null);
  const [identified, setIdentified] = useState(false);
  const file = useJobFile(
    (request: { taskId: string; identified: boolean }) => startItemResponseExport(params, request),
    saveItemResponses,
  );
  const { job, running, start } = file;

  if (!allowed || scored.length === 0) return null;
  const chosen = taskId ?? scored[0]!.taskId;
  const result = job && isJobOver(job) ? outcome(job, t) : null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="report-item-responses" data-no-print>
      <Stack gap="sm">
        <Title order={2} size="h3" id="report-item-responses">
          {t('itemResponses.heading')}
        </Title>
        <Text>{t('itemResponses.intro')}</Text>
        <Group align="flex-end">
          <Select
            label={t('itemResponses.task')}
            data={scored.map((task) => ({ value: task.taskId, label: task.name }))}
            value={chosen}
            onChange={(value) => value && setTaskId(value)}
            allowDeselect={false}
            w={280}
          />
          <Checkbox
            label={t('itemResponses.identified')}
            checked={identified}
            onChange={(event) => setIdentified(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
        <Group>
          <Button
            leftSection={<IconTableExport size={16} aria-hidden="true" />}
            onClick={() => start.mutate({ taskId: chosen, identified })}
            loading={start.isPending || running}
          >
            {t('itemResponses.start')}
          </Button>
        </Group>
        {start.isError ? (
          <Alert color="red" role="alert">
            {refusal(start.error, t)}
          </Alert>
        ) : null}
        <JobFileState file={file} section="itemResponses" result={result} t={t} />
      </Stack>
    </Paper>
  );
}
