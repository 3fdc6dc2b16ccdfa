import { useState, type FormEvent } from 'react';
import { Button, Group, Select, Switch, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { ADMINISTRATION_PAGE_SIZES, ADMINISTRATION_SORTS } from '@roar/contracts';

/** Sort choices as 'field.order'. */
export const SORT_CHOICES = ADMINISTRATION_SORTS.flatMap((field) =>
  (['asc', 'desc'] as const).map((order) => `${field}.${order}` as const),
);
export type SortChoice = (typeof SORT_CHOICES)[number];

const sortLabelKey = (choice: SortChoice) => {
  const [field, order] = choice.split('.') as [string, string];
  return `home.sort.${field}${order === 'asc' ? 'Asc' : 'Desc'}`;
};

interface Props {
  search: string;
  onSearch: (search: string) => void;
  sort: SortChoice;
  onSort: (sort: SortChoice) => void;
  pageSize: number;
  onPageSize: (pageSize: number) => void;
  /** Shown only to super admins. */
  showTest?: { value: boolean; onChange: (value: boolean) => void };
  t: TFunction;
}

/** Search, sort, page size and (super admins) the test-administrations switch. */
export function ListToolbar(props: Props) {
  const { t } = props;
  const [draft, setDraft] = useState(props.search);
  const [lastSearch, setLastSearch] = useState(props.search);
  // Follow outside changes (clear search, back navigation) without an effect.
  if (props.search !== lastSearch) {
    setLastSearch(props.search);
    setDraft(props.search);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSearch(draft.trim());
  }

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <form role="search" onSubmit={submit} style={{ flex: '1 1 240px' }}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('home.searchLabel')}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: 1 }}
            maxLength={120}
          />
          <Button type="submit">{t('home.search')}</Button>
        </Group>
      </form>
      <Select
        label={t('home.sortLabel')}
        data={SORT_CHOICES.map((value) => ({ value, label: t(sortLabelKey(value)) }))}
        value={props.sort}
        onChange={(value) => value && props.onSort(value as SortChoice)}
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        label={t('home.pageSize')}
        data={ADMINISTRATION_PAGE_SIZES.map((size) => String(size))}
        value={String(props.pageSize)}
        onChange={(value) => value && props.onPageSize(Number(value))}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      {props.showTest ? (
        <Switch
          label={t('home.showTest')}
          checked={props.showTest.value}
          onChange={(event) => props.showTest?.onChange(event.currentTarget.checked)}
          mb={8}
        />
      ) : null}
    </Group>
  );
}
