import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import type { OrgKind, OrgListQuery } from '@roar/contracts';
import { useOrgs } from '../api/get-orgs.ts';

interface Props {
  t: TFunction;
  type: OrgKind;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  /** Narrows the choices (a district's schools). */
  filter?: Pick<OrgListQuery, 'districtId' | 'schoolId'>;
  placeholder?: string;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Extra first option with an empty value, e.g. 'All districts'. */
  allLabel?: string;
  includeSubgroups?: boolean;
}

/**
 * A searchable choice of organisations of one type, as the server lists them for the caller (not
 * archived, sorted by name); typing searches on the server, so any number of them can be found.
 */
export function OrgSelect(props: Props) {
  const { t, type, filter, value } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const list = useOrgs(
    {
      type,
      ...filter,
      search: debounced || undefined,
      includeSubgroups: props.includeSubgroups ? 'true' : undefined,
      pageSize: 100,
    },
    !props.disabled,
  );
  const items = list.data?.items ?? [];
  const data = [
    ...(props.allLabel ? [{ value: '', label: props.allLabel }] : []),
    ...items.map((org) => ({ value: org.id, label: org.name })),
  ];
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      description={props.description}
      error={props.error}
      required={props.required}
      disabled={props.disabled}
      data={data}
      value={value ?? (props.allLabel ? '' : null)}
      onChange={(id) => props.onChange(id || null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={list.isFetching ? t('picker.loading') : t('picker.none')}
      clearable={!props.required && !props.allLabel}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
