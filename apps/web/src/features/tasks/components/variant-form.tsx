import { useState } from 'react';
import { Alert, Checkbox, Fieldset, PasswordInput, TextInput, Textarea } from '@mantine/core';
import { catalogueTask, type Task, type TaskVariant } from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import { useSaveVariant } from '../api/save-variant.ts';
import { FormShell } from './form-shell.tsx';
import {
  ParamFields,
  initialParamValues,
  paramProblems,
  paramsToSend,
  type ParamValues,
} from './param-fields.tsx';
import { formErrorsOf, type FormErrors } from './server-errors.ts';
import { UrlParamRows, rowsOf, rowsToParams, type UrlParamRow } from './url-param-rows.tsx';
import { useTasksTranslation } from './use-tasks-translation.ts';

interface VariantFormProps {
  task: Task;
  variant: TaskVariant | null;
  onDone: () => void;
}

/**
 * Create or update a variant. Our games get one input per parameter of their schema; external
 * tasks get free URL parameters. A variant an administration uses keeps its parameters.
 */
export function VariantForm({ task, variant, onDone }: VariantFormProps) {
  const { t } = useTasksTranslation();
  const save = useSaveVariant();
  const external = task.externalUrl !== null;
  const frozen = variant?.inUse ?? false;
  const [name, setName] = useState(variant?.name ?? '');
  const [description, setDescription] = useState(variant?.description ?? '');
  const [registered, setRegistered] = useState(variant?.registered ?? false);
  const [values, setValues] = useState<ParamValues>(() =>
    initialParamValues(task.paramDescriptors, variant?.params),
  );
  const [rows, setRows] = useState<UrlParamRow[]>(() => rowsOf(variant?.params ?? {}));
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, summary: null });
  // A game played on another site signs its completions with a secret set here (ADR 027).
  const takesSecret = catalogueTask(task.id)?.launch === 'external';
  const [secret, setSecret] = useState('');

  function collectParams(): ParamValues | null {
    if (external) {
      const { params, problems } = rowsToParams(rows);
      const messages = Object.fromEntries(
        Object.entries(problems).map(([key, code]) => [key, t(`errors.${code}`)]),
      );
      setRowErrors(messages);
      return Object.keys(messages).length > 0 ? null : params;
    }
    const problems = paramProblems(task.paramDescriptors, values);
    const fields: Record<string, string> = {};
    for (const [key, code] of Object.entries(problems)) {
      const d = task.paramDescriptors.find((p) => `params.${p.name}` === key);
      fields[key] = t(`errors.${code}`, { min: d?.min, max: d?.max });
    }
    if (Object.keys(fields).length > 0) {
      setErrors({ fields, summary: null });
      return null;
    }
    return paramsToSend(values);
  }

  async function submit() {
    setErrors({ fields: {}, summary: null });
    if (!variant && !name.trim()) {
      setErrors({ fields: { name: t('errors.required') }, summary: null });
      return;
    }
    if (secret && secret.length < 16) {
      setErrors({ fields: { externalSecret: t('errors.secretTooShort') }, summary: null });
      return;
    }
    const params = frozen ? undefined : collectParams();
    if (params === null) return;
    const text = description.trim() || null;
    const secretField = secret ? { externalSecret: secret } : {};
    try {
      if (variant) {
        await save.mutateAsync({
          taskId: task.id,
          variantId: variant.id,
          body: { description: text, registered, ...(params ? { params } : {}), ...secretField },
        });
      } else {
        await save.mutateAsync({
          taskId: task.id,
          variantId: null,
          body: {
            name: name.trim(),
            description: text,
            registered,
            params: params ?? {},
            ...secretField,
          },
        });
      }
      toast.show({
        severity: 'success',
        summary: variant ? t('variantForm.updated') : t('variantForm.created'),
        life: 5000,
      });
      onDone();
    } catch (error) {
      const found = formErrorsOf(error, t);
      // URL parameter rows have no per-name slot: a refused one is named in the summary.
      const refused = Object.keys(found.fields).filter((k) => k.startsWith('params.'));
      if (external && refused.length > 0 && !found.summary) {
        found.summary = `${t('errors.invalid')} ${refused.map((k) => k.slice(7)).join(', ')}`;
      }
      setErrors(found);
    }
  }

  const taskName = task.publicName ?? task.name;
  return (
    <FormShell
      title={
        variant
          ? t('variantForm.editTitle', { name: variant.name })
          : t('variantForm.createTitle', { task: taskName })
      }
      summary={errors.summary}
      submitLabel={variant ? t('variantForm.submitUpdate') : t('variantForm.submitCreate')}
      cancelLabel={t('variantForm.cancel')}
      pending={save.isPending}
      onSubmit={() => void submit()}
      onCancel={onDone}
    >
      {!variant && (
        <TextInput
          label={t('variantForm.name')}
          required
          value={name}
          error={errors.fields.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
      )}
      <Textarea
        label={t('variantForm.description')}
        rows={3}
        value={description}
        error={errors.fields.description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Checkbox
        label={t('variantForm.registered')}
        checked={registered}
        onChange={(e) => setRegistered(e.currentTarget.checked)}
      />
      <Fieldset
        legend={external ? t('variantForm.urlParamsLegend') : t('variantForm.paramsLegend')}
      >
        {frozen && (
          <Alert color="yellow" variant="light" mb="sm">
            {t('variantForm.inUseNotice')}
          </Alert>
        )}
        {external ? (
          <UrlParamRows rows={rows} errors={rowErrors} disabled={frozen} onChange={setRows} />
        ) : (
          <ParamFields
            descriptors={task.paramDescriptors}
            values={values}
            errors={errors.fields}
            disabled={frozen}
            onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
          />
        )}
      </Fieldset>
      {takesSecret && (
        <PasswordInput
          label={t('variantForm.secret')}
          description={
            variant?.hasSecret ? t('variantForm.secretSet') : t('variantForm.secretHelp')
          }
          autoComplete="new-password"
          value={secret}
          error={errors.fields.externalSecret}
          onChange={(e) => setSecret(e.currentTarget.value)}
        />
      )}
    </FormShell>
  );
}
