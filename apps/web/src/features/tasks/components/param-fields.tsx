import { Checkbox, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import type { ParamDescriptor } from '@roar/contracts';
import { useTasksTranslation } from './use-tasks-translation.ts';

export type ParamValues = Record<string, unknown>;

/** The starting values of the form: a variant's params, else each parameter's default. */
export function initialParamValues(descriptors: ParamDescriptor[], params?: ParamValues) {
  const values: ParamValues = {};
  for (const d of descriptors) values[d.name] = params ? params[d.name] : d.default;
  return values;
}

/** Client checks mirroring the server's (which stay authoritative). */
export function paramProblems(
  descriptors: ParamDescriptor[],
  values: ParamValues,
): Record<string, 'outOfRange' | 'chooseOne' | 'required'> {
  const problems: Record<string, 'outOfRange' | 'chooseOne' | 'required'> = {};
  for (const d of descriptors) {
    const value = values[d.name];
    const key = `params.${d.name}`;
    if (value === undefined || value === '') {
      if (d.required) problems[key] = 'required';
    } else if (d.type === 'number' && typeof value === 'number') {
      if ((d.min !== undefined && value < d.min) || (d.max !== undefined && value > d.max)) {
        problems[key] = 'outOfRange';
      }
    } else if (d.type === 'array' && Array.isArray(value) && value.length < (d.min ?? 0)) {
      problems[key] = 'chooseOne';
    }
  }
  return problems;
}

/** The params to send: unset optional parameters are left out. */
export function paramsToSend(values: ParamValues): ParamValues {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
}

interface ParamFieldsProps {
  descriptors: ParamDescriptor[];
  values: ParamValues;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (name: string, value: unknown) => void;
}

/** One input per parameter of an internal task, generated from the server's descriptors. */
export function ParamFields({ descriptors, values, errors, disabled, onChange }: ParamFieldsProps) {
  const { t } = useTasksTranslation();
  return (
    <Stack gap="sm">
      {descriptors.map((d) => {
        const label = t(`params.${d.name}`, { defaultValue: d.name });
        const error = errors[`params.${d.name}`];
        const value = values[d.name];
        const hint =
          d.type === 'number' && d.min !== undefined && d.max !== undefined
            ? `${d.min}–${d.max}`
            : undefined;
        if (d.type === 'boolean') {
          return (
            <Checkbox
              key={d.name}
              label={label}
              disabled={disabled}
              checked={Boolean(value)}
              error={error}
              onChange={(e) => onChange(d.name, e.currentTarget.checked)}
            />
          );
        }
        if (d.type === 'number') {
          return (
            <NumberInput
              key={d.name}
              label={label}
              description={hint}
              disabled={disabled}
              min={d.min}
              max={d.max}
              allowDecimal={!d.integer}
              clampBehavior="none"
              value={typeof value === 'number' ? value : ''}
              error={error}
              placeholder={t('variantForm.notSet')}
              onChange={(v) => onChange(d.name, typeof v === 'number' ? v : undefined)}
            />
          );
        }
        if (d.type === 'enum') {
          const options = (d.options ?? []).map((o) => ({ value: o, label: o }));
          const data =
            d.required || d.default !== undefined
              ? options
              : [{ value: '', label: t('variantForm.notSet') }, ...options];
          return (
            <NativeSelect
              key={d.name}
              label={label}
              disabled={disabled}
              data={data}
              value={typeof value === 'string' ? value : ''}
              error={error}
              onChange={(e) => onChange(d.name, e.currentTarget.value || undefined)}
            />
          );
        }
        if (d.type === 'array' && d.options) {
          const chosen = Array.isArray(value) ? (value as string[]) : [];
          return (
            <Checkbox.Group
              key={d.name}
              label={label}
              error={error}
              value={chosen}
              onChange={(next) =>
                // Keep the task's own order whatever order the boxes were ticked in.
                onChange(
                  d.name,
                  (d.options ?? []).filter((o) => next.includes(o)),
                )
              }
            >
              <Group gap="sm" mt={4}>
                {d.options.map((o) => (
                  <Checkbox key={o} value={o} label={o} disabled={disabled} />
                ))}
              </Group>
            </Checkbox.Group>
          );
        }
        return (
          <TextInput
            key={d.name}
            label={label}
            disabled={disabled}
            value={typeof value === 'string' ? value : ''}
            error={error}
            onChange={(e) => onChange(d.name, e.currentTarget.value)}
          />
        );
      })}
    </Stack>
  );
}
