import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { TaskBundle } from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import { useSaveBundle } from '../api/bundles.ts';
import { useTasks } from '../api/get-tasks.ts';
import { FormShell } from './form-shell.tsx';
import { LoadState } from './load-state.tsx';
import { formErrorsOf, type FormErrors } from './server-errors.ts';
import { useTasksTranslation } from './use-tasks-translation.ts';

interface Choice {
  variantId: string;
  taskId: string;
  label: string;
}

/** Create or update a bundle: a name and variants in order, at most one variant of each task. */
export function BundleEditor({
  bundle,
  onDone,
}: {
  bundle: TaskBundle | null;
  onDone: () => void;
}) {
  const { t } = useTasksTranslation();
  const tasks = useTasks(false);
  const save = useSaveBundle();
  const [name, setName] = useState(bundle?.name ?? '');
  const [description, setDescription] = useState(bundle?.description ?? '');
  const [chosen, setChosen] = useState<Choice[]>(
    () =>
      bundle?.variants.map((v) => ({
        variantId: v.variantId,
        taskId: v.taskId,
        label: `${v.taskName} (${v.variantName})`,
      })) ?? [],
  );
  const [pick, setPick] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, summary: null });
  // After a move, focus follows the moved row's button so keyboard users can keep moving it.
  const [focus, setFocus] = useState<{ id: string; action: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (focus) buttons.current.get(`${focus.id}:${focus.action}`)?.focus();
  }, [focus, chosen]);

  const options: Choice[] = (tasks.data ?? []).flatMap((task) =>
    task.variants.map((v) => ({
      variantId: v.id,
      taskId: task.id,
      label: `${task.publicName ?? task.name} (${v.name})`,
    })),
  );
  const usedTasks = new Set(chosen.map((c) => c.taskId));
  const available = options.filter((o) => !usedTasks.has(o.taskId));

  const move = (index: number, delta: -1 | 1) => {
    const next = [...chosen];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item!);
    setChosen(next);
    // A button that just became disabled cannot hold focus: use the other direction then.
    const at = index + delta;
    const action = delta < 0 ? (at === 0 ? 'down' : 'up') : at === next.length - 1 ? 'up' : 'down';
    setFocus({ id: item!.variantId, action });
  };

  async function submit() {
    const fields: Record<string, string> = {};
    if (!name.trim()) fields.name = t('errors.required');
    if (chosen.length === 0) fields.variantIds = t('errors.chooseVariant');
    setErrors({ fields, summary: null });
    if (Object.keys(fields).length > 0) return;
    const body = {
      name: name.trim(),
      description: description.trim() || null,
      variantIds: chosen.map((c) => c.variantId),
    };
    try {
      await save.mutateAsync(bundle ? { id: bundle.id, body } : { id: null, body });
      toast.show({
        severity: 'success',
        summary: bundle ? t('bundleForm.updated') : t('bundleForm.created'),
        life: 5000,
      });
      onDone();
    } catch (error) {
      setErrors(formErrorsOf(error, t));
    }
  }

  const rowError = (index: number) => errors.fields[`variantIds.${index}`];
  return (
    <FormShell
      title={
        bundle ? t('bundleForm.editTitle', { name: bundle.name }) : t('bundleForm.createTitle')
      }
      summary={errors.summary}
      submitLabel={bundle ? t('bundleForm.submitUpdate') : t('bundleForm.submitCreate')}
      cancelLabel={t('bundleForm.cancel')}
      pending={save.isPending}
      onSubmit={() => void submit()}
      onCancel={onDone}
    >
      <TextInput
        label={t('bundleForm.name')}
        required
        value={name}
        error={errors.fields.name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Textarea
        label={t('bundleForm.description')}
        rows={3}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <LoadState query={tasks} />
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={t('bundleForm.addLabel')}
          description={t('bundleForm.oneTaskOnce')}
          value={pick}
          data={[
            { value: '', label: t('bundleForm.addPlaceholder') },
            ...available.map((o) => ({ value: o.variantId, label: o.label })),
          ]}
          onChange={(e) => setPick(e.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <Button
          variant="light"
          disabled={!pick}
          onClick={() => {
            const choice = available.find((o) => o.variantId === pick);
            if (choice) setChosen([...chosen, choice]);
            setPick('');
          }}
        >
          {t('bundleForm.add')}
        </Button>
      </Group>
      <Text fw={600} id="bundle-chosen-label">
        {t('bundleForm.chosen')}
      </Text>
      {errors.fields.variantIds && (
        <Text c="red" size="sm" role="alert">
          {errors.fields.variantIds}
        </Text>
      )}
      {chosen.length === 0 && <Text size="sm">{t('bundleForm.none')}</Text>}
      <Stack
        component="ol"
        aria-labelledby="bundle-chosen-label"
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {chosen.map((choice, index) => (
          <Paper key={choice.variantId} withBorder p="xs" component="li">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm">
                  {t('bundleForm.position', { position: index + 1, name: choice.label })}
                </Text>
                {rowError(index) && (
                  <Text c="red" size="xs">
                    {rowError(index)}
                  </Text>
                )}
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  aria-label={t('bundleForm.moveUp', { name: choice.label })}
                  disabled={index === 0}
                  ref={(el) =>
                    void (el
                      ? buttons.current.set(`${choice.variantId}:up`, el)
                      : buttons.current.delete(`${choice.variantId}:up`))
                  }
                  onClick={() => move(index, -1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t('bundleForm.moveDown', { name: choice.label })}
                  disabled={index === chosen.length - 1}
                  ref={(el) =>
                    void (el
                      ? buttons.current.set(`${choice.variantId}:down`, el)
                      : buttons.current.delete(`${choice.variantId}:down`))
                  }
                  onClick={() => move(index, 1)}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  color="red"
                  aria-label={t('bundleForm.remove', { name: choice.label })}
                  onClick={() => setChosen(chosen.filter((c) => c.variantId !== choice.variantId))}
                >
                  ×
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </FormShell>
  );
}
