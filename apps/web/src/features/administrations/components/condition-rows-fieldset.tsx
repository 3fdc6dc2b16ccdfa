import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { CONDITION_FIELDS, type ConditionField } from '@roar/contracts';
import { CONDITION_VALUES, OPS_FOR_FIELD, type ConditionRow } from '../form/condition-rows.ts';

interface Props {
  legend: string;
  hint: string;
  addLabel: string;
  rows: ConditionRow[];
  onChange: (rows: ConditionRow[]) => void;
  onAdd: () => void;
  /** Indexes of rows to mark as incomplete. */
  invalid: number[];
  disabled?: boolean;
  t: TFunction;
}

function valueLabel(field: ConditionField, value: string, t: TFunction): string {
  if (field === 'grade') {
    return /^\d+$/.test(value)
      ? t('conditions.grades.n', { n: value })
      : t(`conditions.grades.${value}`);
  }
  if (field === 'schoolLevel') return t(`conditions.levels.${value}`);
  return t(`conditions.languages.${value}`);
}

/** Rows of field x operator x value, joined by AND. */
export function ConditionRowsFieldset(props: Props) {
  const { rows, t } = props;
  const set = (index: number, change: Partial<ConditionRow>) =>
    props.onChange(
      rows.map((row, i) => {
        if (i !== index) return row;
        const next = { ...row, ...change };
        // A new field keeps only an operator and a value it supports.
        if (change.field && change.field !== row.field) {
          if (!OPS_FOR_FIELD[next.field].includes(next.op)) next.op = 'EQUAL';
          next.value = '';
        }
        return next;
      }),
    );
  return (
    <Fieldset legend={props.legend} disabled={props.disabled}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {props.hint}
        </Text>
        {rows.map((row, index) => {
          const n = index + 1;
          const rowLabel = t('conditions.rowLabel', { n });
          return (
            <Group
              key={index}
              align="flex-end"
              gap="xs"
              wrap="wrap"
              role="group"
              aria-label={rowLabel}
            >
              <Select
                label={t('conditions.field')}
                aria-label={`${rowLabel}: ${t('conditions.field')}`}
                data={CONDITION_FIELDS.map((field) => ({
                  value: field,
                  label: t(`conditions.fields.${field}`),
                }))}
                value={row.field}
                onChange={(value) => value && set(index, { field: value as ConditionField })}
                allowDeselect={false}
                w={{ base: '100%', xs: 160 }}
              />
              <Select
                label={t('conditions.operator')}
                aria-label={`${rowLabel}: ${t('conditions.operator')}`}
                data={OPS_FOR_FIELD[row.field].map((op) => ({
                  value: op,
                  label: t(`conditions.ops.${op}`),
                }))}
                value={row.op}
                onChange={(value) => value && set(index, { op: value as ConditionRow['op'] })}
                allowDeselect={false}
                w={{ base: '100%', xs: 230 }}
              />
              <Select
                label={t('conditions.value')}
                aria-label={`${rowLabel}: ${t('conditions.value')}`}
                data={CONDITION_VALUES[row.field].map((value) => ({
                  value,
                  label: valueLabel(row.field, value, t),
                }))}
                value={row.value || null}
                onChange={(value) => set(index, { value: value ?? '' })}
                error={props.invalid.includes(index)}
                w={{ base: '100%', xs: 200 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('conditions.removeRow', { n })}
                onClick={() => props.onChange(rows.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          );
        })}
        <div>
          <Button variant="light" size="xs" onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
