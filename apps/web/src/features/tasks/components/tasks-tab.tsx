import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { Task } from '@roar/contracts';
import { useTaskTexts } from '../../../lib/task-text.ts';
import { useTasks } from '../api/get-tasks.ts';
import { LoadState } from './load-state.tsx';
import { TaskForm } from './task-form.tsx';
import { useTasksTranslation } from './use-tasks-translation.ts';

function matches(task: Task, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [task.id, task.name, task.publicName ?? ''].some((v) => v.toLowerCase().includes(needle));
}

/**
 * A task in the list, its texts in the language on screen (the edit form shows them as stored: an
 * administrator's own text is shown as written everywhere).
 */
function TaskRow({ task, onEdit }: { task: Task; onEdit: () => void }) {
  const { t } = useTasksTranslation();
  const { texts } = useTaskTexts();
  const name = texts.name(task.id, task.name);
  const shownName = task.publicName ? texts.publicName(task.id, task.publicName) : name;
  return (
    <Paper withBorder p="sm" component="li">
      <Group wrap="wrap" align="flex-start" gap="sm">
        {task.imageUrl && (
          <img src={task.imageUrl} alt="" width={56} height={56} style={{ flexShrink: 0 }} />
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={600}>{shownName}</Text>
          <Text size="sm" c="dimmed">
            {name} · {task.id}
          </Text>
          {task.description && (
            <Text size="sm">{texts.description(task.id, task.description)}</Text>
          )}
          <Group gap={6}>
            <Badge variant="light">
              {task.externalUrl ? t('tasks.external') : t('tasks.internal')}
            </Badge>
            <Badge variant="light" color={task.registered ? 'green' : 'gray'}>
              {task.registered ? t('tasks.registered') : t('tasks.notRegistered')}
            </Badge>
            {task.isTest && <Badge color="yellow">{t('tasks.test')}</Badge>}
            <Badge variant="outline">
              {t('tasks.variantCount', { count: task.variants.length })}
            </Badge>
          </Group>
        </Stack>
        <Button variant="light" size="compact-sm" onClick={onEdit}>
          {t('tasks.edit', { name: shownName })}
        </Button>
      </Group>
    </Paper>
  );
}

/** Tasks tab: the catalogue with filters; create an external task or edit any task. */
export function TasksTab() {
  const { t } = useTasksTranslation();
  const [registeredOnly, setRegisteredOnly] = useState(true);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const tasks = useTasks(registeredOnly);

  if (editing) {
    return <TaskForm task={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  }
  const shown = (tasks.data ?? []).filter((task) => matches(task, search));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label={t('filters.search')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Switch
            label={t('filters.registeredOnly')}
            checked={registeredOnly}
            onChange={(e) => setRegisteredOnly(e.currentTarget.checked)}
          />
        </Group>
        <Button onClick={() => setEditing('new')}>{t('tasks.create')}</Button>
      </Group>
      <LoadState query={tasks} />
      {tasks.data && shown.length === 0 && <Text>{t('tasks.empty')}</Text>}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((task) => (
          <TaskRow key={task.id} task={task} onEdit={() => setEditing(task)} />
        ))}
      </Stack>
    </Stack>
  );
}
