import { useState } from 'react';
import { Checkbox, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { Task, TaskCreate } from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import { useSaveTask } from '../api/save-task.ts';
import { FormShell } from './form-shell.tsx';
import { formErrorsOf, type FormErrors } from './server-errors.ts';
import { useTasksTranslation } from './use-tasks-translation.ts';

const TASK_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface Values {
  id: string;
  name: string;
  publicName: string;
  description: string;
  imageUrl: string;
  external: boolean;
  externalUrl: string;
  registered: boolean;
  isTest: boolean;
}

const valuesOf = (task: Task | null): Values => ({
  id: task?.id ?? '',
  name: task?.name ?? '',
  publicName: task?.publicName ?? '',
  description: task?.description ?? '',
  imageUrl: task?.imageUrl ?? '',
  external: task ? task.externalUrl !== null : true,
  externalUrl: task?.externalUrl ?? '',
  registered: task?.registered ?? false,
  isTest: task?.isTest ?? false,
});

/** Create a task (our game or external, with its URL) or update one (`task`). */
export function TaskForm({ task, onDone }: { task: Task | null; onDone: () => void }) {
  const { t } = useTasksTranslation();
  const save = useSaveTask();
  const [values, setValues] = useState(() => valuesOf(task));
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, summary: null });
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function validate(): Record<string, string> {
    const fields: Record<string, string> = {};
    if (!task && !TASK_ID.test(values.id.trim())) fields.id = t('errors.taskIdFormat');
    if (!values.name.trim()) fields.name = t('errors.required');
    if (values.external && !/^https:\/\/\S+$/.test(values.externalUrl.trim())) {
      fields.externalUrl = t('errors.httpsOnly');
    }
    return fields;
  }

  async function submit() {
    const fields = validate();
    setErrors({ fields, summary: null });
    if (Object.keys(fields).length > 0) return;
    const text = (v: string) => v.trim() || null;
    const body = {
      name: values.name.trim(),
      publicName: text(values.publicName),
      description: text(values.description),
      imageUrl: text(values.imageUrl),
      registered: values.registered,
      isTest: values.isTest,
    };
    const externalUrl = values.external ? values.externalUrl.trim() : undefined;
    try {
      if (task) await save.mutateAsync({ id: task.id, body: { ...body, externalUrl } });
      else {
        const create: TaskCreate = {
          ...body,
          id: values.id.trim(),
          externalUrl: externalUrl ?? null,
        };
        await save.mutateAsync({ id: null, body: create });
      }
      toast.show({
        severity: 'success',
        summary: task ? t('taskForm.updated') : t('taskForm.created'),
        life: 5000,
      });
      onDone();
    } catch (error) {
      setErrors(formErrorsOf(error, t));
    }
  }

  const error = (field: string) => errors.fields[field];
  return (
    <FormShell
      title={task ? t('taskForm.editTitle', { id: task.id }) : t('taskForm.createTitle')}
      summary={errors.summary}
      submitLabel={task ? t('taskForm.submitUpdate') : t('taskForm.submitCreate')}
      cancelLabel={t('taskForm.cancel')}
      pending={save.isPending}
      onSubmit={() => void submit()}
      onCancel={onDone}
    >
      {!task && (
        <TextInput
          label={t('taskForm.id')}
          description={t('taskForm.idHint')}
          required
          value={values.id}
          error={error('id')}
          onChange={(e) => set('id', e.currentTarget.value)}
        />
      )}
      <TextInput
        label={t('taskForm.name')}
        required
        value={values.name}
        error={error('name')}
        onChange={(e) => set('name', e.currentTarget.value)}
      />
      <TextInput
        label={t('taskForm.publicName')}
        value={values.publicName}
        error={error('publicName')}
        onChange={(e) => set('publicName', e.currentTarget.value)}
      />
      <Textarea
        label={t('taskForm.description')}
        rows={3}
        value={values.description}
        error={error('description')}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <TextInput
        label={t('taskForm.imageUrl')}
        value={values.imageUrl}
        error={error('imageUrl')}
        onChange={(e) => set('imageUrl', e.currentTarget.value)}
      />
      {task ? (
        <Text size="sm">
          {t('taskForm.kind')}:{' '}
          {values.external ? t('taskForm.kindExternal') : t('taskForm.kindInternal')}
        </Text>
      ) : (
        <Radio.Group
          label={t('taskForm.kind')}
          value={values.external ? 'external' : 'internal'}
          onChange={(v) => set('external', v === 'external')}
        >
          <Stack gap={6} mt={4}>
            <Radio value="internal" label={t('taskForm.kindInternal')} />
            <Radio value="external" label={t('taskForm.kindExternal')} />
          </Stack>
        </Radio.Group>
      )}
      {values.external && (
        <TextInput
          label={t('taskForm.externalUrl')}
          description={t('taskForm.externalUrlHint')}
          required
          type="url"
          value={values.externalUrl}
          error={error('externalUrl')}
          onChange={(e) => set('externalUrl', e.currentTarget.value)}
        />
      )}
      <Checkbox
        label={t('taskForm.registered')}
        checked={values.registered}
        onChange={(e) => set('registered', e.currentTarget.checked)}
      />
      <Checkbox
        label={t('taskForm.isTest')}
        checked={values.isTest}
        onChange={(e) => set('isTest', e.currentTarget.checked)}
      />
    </FormShell>
  );
}
