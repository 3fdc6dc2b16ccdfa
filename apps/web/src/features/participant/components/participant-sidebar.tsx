import { Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { ProgressRing } from './progress-ring.tsx';

export interface ParticipantSidebarProps {
  grade: string | null;
  completed: number;
  total: number;
  t: TFunction;
}

/**
 * The student's info and progress over the required tasks of the selected assignment: a ring
 * with '{completed}/{total}' and 'tasks completed!', read out as one sentence.
 */
export function ParticipantSidebar({ grade, completed, total, t }: ParticipantSidebarProps) {
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <Paper withBorder p="md" component="aside" aria-labelledby="participant-student-info">
      <Stack gap="sm" align="center">
        <ProgressRing percent={percent}>
          <Text ta="center" fw={700} size="xl">
            {t('sidebar.progress', { completed, total })}
          </Text>
        </ProgressRing>
        <Text fw={600}>
          <span aria-hidden="true">
            {`${t('sidebar.progress', { completed, total })} ${t('sidebar.tasksCompleted')}`}
          </span>
          <VisuallyHidden>{t('sidebar.progressLabel', { completed, total })}</VisuallyHidden>
        </Text>
        <Title order={2} size="h4" id="participant-student-info">
          {t('sidebar.studentInfo')}
        </Title>
        <Text>{t('sidebar.gradeValue', { grade: grade ?? t('sidebar.gradeUnknown') })}</Text>
      </Stack>
    </Paper>
  );
}
