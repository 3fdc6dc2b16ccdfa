import { useState } from 'react';
import { MultiSelect, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import type { OrgKind, OrgLists } from '@roar/contracts';
import { useOrgChoices } from '../../../lib/org-choices.ts';

export type OrgListKey = keyof OrgLists;

const TYPE_OF: Record<OrgListKey, OrgKind> = {
  districts: 'district',
  schools: 'school',
  classes: 'class',
  groups: 'group',
  families: 'family',
};

export const emptyOrgLists = (): OrgLists => ({
  districts: [],
  schools: [],
  classes: [],
  groups: [],
  families: [],
});

interface Props {
  value: OrgLists;
  onChange: (value: OrgLists) => void;
  /** Which kinds to offer. */
  kinds: readonly OrgListKey[];
  t: TFunction;
  error?: string | undefined;
  /** Per-kind problems (server field `orgs.<kind>`). */
  kindErrors?: Partial<Record<OrgListKey, string>>;
}

/** One searchable multi-select per organisation type, fed by the organisations list endpoint. */
export function OrgSelects({ value, onChange, kinds, t, error, kindErrors = {} }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {kinds.map((kind, index) => (
        <OrgSelect
          key={kind}
          kind={kind}
          selected={value[kind]}
          onChange={(ids) => onChange({ ...value, [kind]: ids })}
          t={t}
          error={kindErrors[kind] ?? (index === 0 ? error : undefined)}
        />
      ))}
    </SimpleGrid>
  );
}

function OrgSelect(props: {
  kind: OrgListKey;
  selected: string[];
  onChange: (ids: string[]) => void;
  t: TFunction;
  error: string | undefined;
}) {
  const { kind, selected, onChange, t, error } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const choices = useOrgChoices(TYPE_OF[kind], debounced);
  // Names of chosen organisations stay known when a later search no longer lists them.
  const [names, setNames] = useState<Record<string, string>>({});
  const listed = choices.data?.items ?? [];
  const data = [
    ...selected
      .filter((id) => !listed.some((o) => o.id === id))
      .map((id) => ({ value: id, label: names[id] ?? id })),
    ...listed.map((o) => ({ value: o.id, label: o.name })),
  ];
  return (
    <MultiSelect
      label={t(`orgPicker.${kind}`)}
      placeholder={t('orgPicker.placeholder')}
      data={data}
      value={selected}
      onChange={(ids) => {
        setNames((current) => ({
          ...current,
          ...Object.fromEntries(listed.map((o) => [o.id, o.name])),
        }));
        onChange(ids);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={choices.isError ? t('orgPicker.loadFailed') : t('orgPicker.nothing')}
      error={error}
      clearable
    />
  );
}
