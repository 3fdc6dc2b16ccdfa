import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type {
  ProgressSummary,
  ReportProgressCounts,
  ReportStatus,
  ReportTask,
} from '@roar/contracts';
import { taskLabel } from './labels.ts';
import { ChartLegend, StackedBar, type BarSegment } from './stacked-bar.tsx';
import { STATUS_STYLE } from './status-tag.tsx';

/** Left to right: done first, as the eye reads progress. */
const ORDER: readonly ReportStatus[] = ['completed', 'started', 'assigned', 'optional'];

function segmentsOf(counts: ReportProgressCounts, t: TFunction, withOptional: boolean) {
  return ORDER.filter((status) => withOptional || status !== 'optional').map(
    (status): BarSegment => ({
      key: status,
      label: t(`status.${status}`),
      value: counts[status],
      color: STATUS_STYLE[status].bar,
      textColor: STATUS_STYLE[status].barText,
    }),
  );
}

const sum = (c: ReportProgressCounts) => c.assigned + c.started + c.completed + c.optional;

/** Progress counts per assessment and over whole assignments, as stacked bars. */
export function ProgressOverview({
  summary,
  tasks,
  t,
}: {
  summary: ProgressSummary;
  tasks: readonly ReportTask[];
  t: TFunction;
}) {
  const byTask = new Map(summary.byTask.map((c) => [c.taskId, c]));
  const empty = { assigned: 0, started: 0, completed: 0, optional: 0 };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="progress-by-task">
      <Stack gap="md">
        <Title order={2} size="h3" id="progress-by-task">
          {t('progress.byTask')}
        </Title>
        <ChartLegend
          t={t}
          items={ORDER.map((status) => ({
            key: status,
            label: t(`status.${status}`),
            color: STATUS_STYLE[status].bar,
          }))}
        />
        {tasks.map((task) => {
          const counts = byTask.get(task.taskId) ?? empty;
          return (
            <StackedBar
              key={task.taskId}
              title={taskLabel(task)}
              segments={segmentsOf(counts, t, true)}
              caption={t('progress.students', { count: sum(counts) })}
              t={t}
            />
          );
        })}
        <Stack gap={4}>
          <Title order={3} size="h4">
            {t('progress.total')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('progress.totalHint')}
          </Text>
        </Stack>
        <StackedBar
          title={t('progress.total')}
          segments={segmentsOf(summary.total, t, false)}
          caption={t('progress.students', { count: sum(summary.total) })}
          hideTitle
          t={t}
        />
      </Stack>
    </Paper>
  );
}
