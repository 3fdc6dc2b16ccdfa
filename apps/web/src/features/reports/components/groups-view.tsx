import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReportHeader, ReportParams, TaskGroups } from '@roar/contracts';
import { useReportGroups } from '../api/get-report-groups.ts';
import { FiltersGroup, PopulationFilters } from './filters-bar.tsx';
import { GroupCard } from './group-card.tsx';
import { levelName, skillTitle } from './group-labels.ts';
import { GroupSheet } from './group-sheet.tsx';
import { taskLabel } from './labels.ts';
import { ErrorState, LoadingState } from './load-state.tsx';
import { GROUP_TASK_KEY } from './report-panel.tsx';
import type { TableState, UpdateTable } from './table-state.ts';
import { useForbiddenRedirect } from './use-forbidden-redirect.ts';
import '@mantine/core/styles/SimpleGrid.css';
import './groups.css';

/** While the groups view is open, printing prints the group sheet only (groups.css). */
function usePrintSheet() {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-print-sheet', '');
    return () => root.removeAttribute('data-print-sheet');
  }, []);
}

/** The administration as admin screens name it: the internal name, the public one beside it. */
function administrationName({ administration }: ReportHeader): string {
  const { name, publicName } = administration;
  return publicName && publicName !== name ? `${name} (${publicName})` : name;
}

/** What a task without groups says instead. */
function NoGroups({ task, name, t }: { task: TaskGroups; name: string; t: TFunction }) {
  const key = task.kind === 'progress-only' ? 'groups.progressOnly' : 'groups.awaitingScoring';
  return <Text>{t(key, { task: name })}</Text>;
}

/** The cards of one task: support-level groups, then skill groups. */
function TaskCards({
  task,
  params,
  locale,
  t,
}: {
  task: TaskGroups;
  params: ReportParams;
  locale: string;
  t: TFunction;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {task.levels.map((group) => (
        <GroupCard
          key={group.level}
          id={`group-level-${group.level}`}
          title={levelName(t, group.level)}
          students={group.students}
          params={params}
          t={t}
        />
      ))}
      {task.skills.map((group) => (
        <GroupCard
          key={group.skill}
          id={`group-skill-${group.skill}`}
          title={skillTitle(t, group, locale)}
          students={group.students}
          skill={group}
          params={params}
          t={t}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * The score report's groups view: for the chosen task, the students by support level and by
 * skill to work on, as cards, and a one-page group sheet to print. The report's school and
 * grade filters choose the students.
 */
export default function GroupsView({
  params,
  header,
  state,
  update,
  t,
}: {
  params: ReportParams;
  header: ReportHeader;
  state: TableState;
  update: UpdateTable;
  t: TFunction;
}) {
  usePrintSheet();
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const groups = useReportGroups(params, { schoolId: state.schoolId, grade: state.grade });
  const forbidden = useForbiddenRedirect(groups.error);
  const [search, setSearch] = useSearchParams();
  const tasks = groups.data?.tasks ?? [];
  const names = new Map(header.tasks.map((task) => [task.taskId, taskLabel(task)]));
  const chosen = tasks.find((task) => task.taskId === search.get(GROUP_TASK_KEY)) ?? tasks[0];
  const choose = (taskId: string | null) =>
    setSearch((current) => {
      const out = new URLSearchParams(current);
      if (taskId) out.set(GROUP_TASK_KEY, taskId);
      return out;
    });

  if (forbidden) return null;
  let body;
  if (groups.isError) {
    body = (
      <ErrorState message={t('groups.loadFailed')} onRetry={() => void groups.refetch()} t={t} />
    );
  } else if (!groups.data) body = <LoadingState label={t('groups.loading')} />;
  else if (groups.data.tooMany) {
    body = (
      <Alert color="yellow" variant="light">
        {t('groups.tooMany', { count: groups.data.max })}
      </Alert>
    );
  } else if (!chosen) body = <Text>{t('groups.none')}</Text>;
  else if (chosen.kind !== 'scored') {
    body = <NoGroups task={chosen} name={names.get(chosen.taskId) ?? chosen.taskId} t={t} />;
  } else body = <TaskCards task={chosen} params={params} locale={locale} t={t} />;

  const taskName = chosen ? (names.get(chosen.taskId) ?? chosen.taskId) : '';
  const today = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="report-groups">
      <Stack gap="md">
        <Title order={2} size="h3" id="report-groups">
          {t('groups.heading')}
        </Title>
        <Text size="sm">{t('groups.intro')}</Text>
        <FiltersGroup t={t}>
          <PopulationFilters state={state} update={update} header={header} t={t} />
          <Select
            label={t('groups.task')}
            data={tasks.map((task) => ({
              value: task.taskId,
              label: names.get(task.taskId) ?? task.taskId,
            }))}
            value={chosen?.taskId ?? null}
            onChange={choose}
            allowDeselect={false}
            disabled={!tasks.length}
            w={{ base: '100%', xs: 360 }}
          />
          <Button
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => window.print()}
            disabled={!chosen || chosen.kind !== 'scored'}
          >
            {t('groups.print')}
          </Button>
        </FiltersGroup>
        {body}
      </Stack>
      {chosen && chosen.kind === 'scored' ? (
        <GroupSheet
          task={chosen}
          title={t('groups.sheetTitle', { task: taskName })}
          subtitle={`${header.org.name} · ${administrationName(header)} · ${today}`}
          locale={locale}
          t={t}
        />
      ) : null}
    </Paper>
  );
}
