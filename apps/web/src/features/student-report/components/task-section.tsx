import { lazy, Suspense } from 'react';
import { Alert, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { LabelledValue, TaskContent } from '../content/types.ts';
import { ProvisionalLabel, TaskTags } from './score-tags.tsx';
import { SubscoreTable } from './subscore-table.tsx';

// The chart (and its table) loads only when a section is opened.
const HistoryChart = lazy(() => import('./history-chart.tsx'));

interface Props {
  task: TaskContent;
  provisionalLabel: string;
  /** Whether the section is open: the history chart is drawn only then. */
  open: boolean;
  t: TFunction;
}

/** A subscore table and, below it, what to work on (phoneme subtests, math facts). */
function TableWithWorkOn(props: {
  table: TaskContent['scores'];
  workOn: LabelledValue | null;
  provisionalLabel: string;
}) {
  return (
    <Stack gap="xs">
      <SubscoreTable table={props.table} provisionalLabel={props.provisionalLabel} />
      {props.workOn && (
        <Text size="sm">
          <Text span inherit fw={600}>
            {props.workOn.label}:
          </Text>{' '}
          {props.workOn.value}
        </Text>
      )}
    </Stack>
  );
}

/** The body of one task's section: tags, reliability, what the result means, and the scores. */
export function TaskSection({ task, provisionalLabel, open, t }: Props) {
  return (
    <Stack gap="md">
      <TaskTags task={task} />
      {task.completedOn && (
        <Text size="sm" c="dimmed">
          {task.completedOn}
        </Text>
      )}
      {task.unreliable && (
        <Alert color="red" variant="light" role="note" data-testid={`unreliable-${task.taskId}`}>
          <Text size="sm">{task.unreliable.message}</Text>
          {task.unreliable.flagsIntro && (
            <>
              <Text size="sm">{task.unreliable.flagsIntro}</Text>
              <List size="sm" withPadding>
                {task.unreliable.flags.map((flag) => (
                  <List.Item key={flag}>{flag}</List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      <Group gap="xs" wrap="wrap" align="baseline">
        <Text>{task.description}</Text>
        {task.descriptionProvisional && <ProvisionalLabel label={provisionalLabel} />}
      </Group>
      <SubscoreTable table={task.scores} provisionalLabel={provisionalLabel} />
      {task.phoneme && <TableWithWorkOn {...task.phoneme} provisionalLabel={provisionalLabel} />}
      {task.math && <TableWithWorkOn {...task.math} provisionalLabel={provisionalLabel} />}
      {task.strands && <TableWithWorkOn {...task.strands} provisionalLabel={provisionalLabel} />}
      {task.letters && (
        <Stack gap="xs">
          <SubscoreTable table={task.letters.table} provisionalLabel={provisionalLabel} />
          <Title order={4} size="h5">
            {task.letters.workOnHeading}
          </Title>
          {task.letters.workOn.map((item) => (
            <Text size="sm" key={item.label}>
              <Text span inherit fw={600}>
                {item.label}:
              </Text>{' '}
              {item.value}
            </Text>
          ))}
        </Stack>
      )}
      {task.phonics && <SubscoreTable table={task.phonics} provisionalLabel={provisionalLabel} />}
      {task.blocks && <SubscoreTable table={task.blocks} provisionalLabel={provisionalLabel} />}
      {task.measures && (
        <Stack gap="xs">
          <SubscoreTable table={task.measures.table} provisionalLabel={provisionalLabel} />
          {task.measures.note && <Text size="sm">{task.measures.note}</Text>}
        </Stack>
      )}
      {open && task.history && (
        <Suspense fallback={<Text size="sm">{t('history.loading')}</Text>}>
          <HistoryChart history={task.history} />
        </Suspense>
      )}
    </Stack>
  );
}
