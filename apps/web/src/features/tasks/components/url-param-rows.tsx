import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTasksTranslation } from './use-tasks-translation.ts';

export type UrlParamType = 'string' | 'number' | 'boolean';
export interface UrlParamRow {
  key: number;
  name: string;
  type: UrlParamType;
  value: string;
}

let nextKey = 1;
export const newRow = (name = '', type: UrlParamType = 'string', value = ''): UrlParamRow => ({
  key: nextKey++,
  name,
  type,
  value,
});

/** Rows from stored params (external variants hold plain values). */
export function rowsOf(params: Record<string, unknown>): UrlParamRow[] {
  return Object.entries(params).map(([name, value]) =>
    newRow(
      name,
      typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string',
      String(value),
    ),
  );
}

/** The params map of the rows, and the problems of rows by row key. */
export function rowsToParams(rows: UrlParamRow[]): {
  params: Record<string, string | number | boolean>;
  problems: Record<number, 'required' | 'paramNameTaken' | 'invalid'>;
} {
  const params: Record<string, string | number | boolean> = {};
  const problems: Record<number, 'required' | 'paramNameTaken' | 'invalid'> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (!name) problems[row.key] = 'required';
    else if (name in params) problems[row.key] = 'paramNameTaken';
    else if (row.type === 'number') {
      const n = Number(row.value);
      if (row.value.trim() === '' || !Number.isFinite(n)) problems[row.key] = 'invalid';
      else params[name] = n;
    } else if (row.type === 'boolean') params[name] = row.value === 'true';
    else params[name] = row.value;
  }
  return { params, problems };
}

interface UrlParamRowsProps {
  rows: UrlParamRow[];
  errors: Record<number, string>;
  disabled: boolean;
  onChange: (rows: UrlParamRow[]) => void;
}

/** Name / type / value rows for an external task's URL parameters. */
export function UrlParamRows({ rows, errors, disabled, onChange }: UrlParamRowsProps) {
  const { t } = useTasksTranslation();
  const update = (key: number, patch: Partial<UrlParamRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const types: UrlParamType[] = ['string', 'number', 'boolean'];
  return (
    <Stack gap="xs">
      {rows.length === 0 && <Text size="sm">{t('urlParams.none')}</Text>}
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <Group key={row.key} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('urlParams.name', { n })}
              value={row.name}
              disabled={disabled}
              error={errors[row.key]}
              onChange={(e) => update(row.key, { name: e.currentTarget.value })}
              style={{ flex: '1 1 8rem' }}
            />
            <NativeSelect
              label={t('urlParams.type', { n })}
              value={row.type}
              disabled={disabled}
              data={types.map((type) => ({ value: type, label: t(`urlParams.types.${type}`) }))}
              onChange={(e) =>
                update(row.key, {
                  type: e.currentTarget.value as UrlParamType,
                  value: e.currentTarget.value === 'boolean' ? 'true' : row.value,
                })
              }
              style={{ flex: '1 1 7rem' }}
            />
            {row.type === 'boolean' ? (
              <NativeSelect
                label={t('urlParams.value', { n })}
                value={row.value}
                disabled={disabled}
                data={[
                  { value: 'true', label: 'true' },
                  { value: 'false', label: 'false' },
                ]}
                onChange={(e) => update(row.key, { value: e.currentTarget.value })}
                style={{ flex: '1 1 7rem' }}
              />
            ) : (
              <TextInput
                label={t('urlParams.value', { n })}
                value={row.value}
                disabled={disabled}
                inputMode={row.type === 'number' ? 'decimal' : undefined}
                onChange={(e) => update(row.key, { value: e.currentTarget.value })}
                style={{ flex: '1 1 8rem' }}
              />
            )}
            <Button
              variant="subtle"
              color="red"
              disabled={disabled}
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            >
              {t('urlParams.remove', { n })}
            </Button>
          </Group>
        );
      })}
      <Group>
        <Button variant="light" disabled={disabled} onClick={() => onChange([...rows, newRow()])}>
          {t('urlParams.add')}
        </Button>
      </Group>
    </Stack>
  );
}
