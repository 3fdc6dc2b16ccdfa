import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Switch, Text } from '@mantine/core';
import type { Task, TaskVariant } from '@roar/contracts';
import { useTaskTexts } from '../../../lib/task-text.ts';
import { useTasks } from '../api/get-tasks.ts';
import { LoadState } from './load-state.tsx';
import { VariantForm } from './variant-form.tsx';
import { useTasksTranslation } from './use-tasks-translation.ts';

function formatValue(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function VariantRow({ variant, onEdit }: { variant: TaskVariant; onEdit: () => void }) {
  const { t } = useTasksTranslation();
  const params = Object.entries(variant.params);
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={600}>{variant.name}</Text>
          {variant.description && <Text size="sm">{variant.description}</Text>}
          <Group gap={6}>
            <Badge variant="light" color={variant.registered ? 'green' : 'gray'}>
              {variant.registered ? t('tasks.registered') : t('tasks.notRegistered')}
            </Badge>
            {variant.inUse && <Badge color="blue">{t('variants.inUse')}</Badge>}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('variants.params')}:{' '}
            {params.length === 0
              ? t('variants.noParams')
              : params.map(([k, v]) => `${k}: ${formatValue(v)}`).join('; ')}
          </Text>
          {variant.url && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('variants.openUrl')}: {variant.url}
            </Text>
          )}
        </Stack>
        <Button variant="light" size="compact-sm" onClick={onEdit}>
          {t('variants.edit', { name: variant.name })}
        </Button>
      </Group>
    </Paper>
  );
}

/** Variants tab: pick a task, see its variants, create one or edit one. */
export function VariantsTab() {
  const { t } = useTasksTranslation();
  const { texts } = useTaskTexts();
  const tasks = useTasks(false);
  const [taskId, setTaskId] = useState('');
  const [registeredOnly, setRegisteredOnly] = useState(true);
  const [editing, setEditing] = useState<TaskVariant | 'new' | null>(null);
  const task: Task | undefined = tasks.data?.find((x) => x.id === taskId);

  if (task && editing) {
    return (
      <VariantForm
        task={task}
        variant={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  }
  const variants = (task?.variants ?? []).filter((v) => !registeredOnly || v.registered);
  return (
    <Stack gap="sm">
      <LoadState query={tasks} />
      {tasks.data && (
        <Group align="flex-end" justify="space-between">
          <Group align="flex-end">
            <NativeSelect
              label={t('variants.task')}
              value={taskId}
              data={[
                { value: '', label: t('variants.pickTask') },
                ...tasks.data.map((x) => ({
                  value: x.id,
                  label: `${x.publicName ? texts.publicName(x.id, x.publicName) : texts.name(x.id, x.name)} (${x.id})`,
                })),
              ]}
              onChange={(e) => setTaskId(e.currentTarget.value)}
            />
            <Switch
              label={t('filters.registeredOnly')}
              checked={registeredOnly}
              onChange={(e) => setRegisteredOnly(e.currentTarget.checked)}
            />
          </Group>
          {task && <Button onClick={() => setEditing('new')}>{t('variants.create')}</Button>}
        </Group>
      )}
      {task && variants.length === 0 && <Text>{t('variants.empty')}</Text>}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {variants.map((variant) => (
          <VariantRow key={variant.id} variant={variant} onEdit={() => setEditing(variant)} />
        ))}
      </Stack>
    </Stack>
  );
}
