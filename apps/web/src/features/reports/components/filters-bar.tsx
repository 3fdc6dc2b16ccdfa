import { useState, type ReactNode } from 'react';
import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import {
  RELIABILITY_FILTERS,
  REPORT_STATUSES,
  REPORT_SUPPORT_LEVELS,
  type ReliabilityFilter,
  type ReportHeader,
  type ReportStatus,
  type ReportSupportLevel,
} from '@roar/contracts';
import { gradeLabel, taskLabel } from './labels.ts';
import { CLEARED_FILTERS, hasFilters, type TableState, type UpdateTable } from './table-state.ts';

/** Which per-assessment filters a report offers (status on both; the rest on scores). */
export interface FilterSet {
  supportLevel?: boolean;
  reliability?: boolean;
}

const ANY = 'any';
const SEARCH_DELAY_MS = 300;

/** Search by name: typing updates the address after a pause, not on every key. */
function SearchField({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
}) {
  const [text, setText] = useState(value);
  // Follow the address when it changes from outside (back button, "clear filters").
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  const search = useDebouncedCallback((next: string) => {
    if (next.trim() !== value) onSearch(next.trim());
  }, SEARCH_DELAY_MS);
  return (
    <TextInput
      type="search"
      label={label}
      value={text}
      maxLength={64}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
    />
  );
}

/** A report's filters as one named group: they wrap, and stack on narrow screens. */
export function FiltersGroup({ t, children }: { t: TFunction; children: ReactNode }) {
  return (
    <Group
      className="report-filters"
      align="flex-end"
      gap="sm"
      wrap="wrap"
      role="group"
      aria-label={t('filters.heading')}
    >
      {children}
    </Group>
  );
}

/**
 * The filters that choose which students a report counts (school, grade): the table's and the
 * groups view's.
 */
export function PopulationFilters({
  state,
  update,
  header,
  t,
}: {
  state: TableState;
  update: UpdateTable;
  header: ReportHeader;
  t: TFunction;
}) {
  return (
    <>
    {header.schools.length > 0 ? (
      <MultiSelect
        label={t('filters.school')}
        data={header.schools.map((s) => ({ value: s.id, label: s.name }))}
        value={state.schoolId}
        onChange={(schoolId) => update({ schoolId })}
        searchable
        clearable
      />
    ) : null}
    <MultiSelect
      label={t('filters.grade')}
      data={header.grades.map((g) => ({ value: g, label: gradeLabel(t, g) }))}
      value={state.grade}
      onChange={(grade) => update({ grade })}
      clearable
    />
    </>
  );
}

/** The table's filters; each one is part of the address. They stack on narrow screens. */
export function FiltersBar({
  state,
  update,
  header,
  show,
  t,
}: {
  state: TableState;
  update: UpdateTable;
  header: ReportHeader;
  show: FilterSet;
  t: TFunction;
}) {
  return (
    <FiltersGroup t={t}>
      <PopulationFilters state={state} update={update} header={header} t={t} />
      <Select
        label={t('filters.assessment')}
        data={[
          { value: ANY, label: t('filters.anyAssessment') },
          ...header.tasks.map((task) => ({ value: task.taskId, label: taskLabel(task) })),
        ]}
        value={state.taskId || ANY}
        onChange={(taskId) => update({ taskId: taskId && taskId !== ANY ? taskId : '' })}
        allowDeselect={false}
      />
      <MultiSelect
        label={t('filters.status')}
        data={REPORT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={state.status}
        onChange={(status) => update({ status: status as ReportStatus[] })}
        clearable
      />
      {show.supportLevel ? (
        <MultiSelect
          label={t('filters.supportLevel')}
          data={REPORT_SUPPORT_LEVELS.map((l) => ({ value: l, label: t(`supportLevels.${l}`) }))}
          value={state.supportLevel}
          onChange={(supportLevel) =>
            update({ supportLevel: supportLevel as ReportSupportLevel[] })
          }
          clearable
        />
      ) : null}
      {show.reliability ? (
        <Select
          label={t('filters.reliability')}
          data={[
            { value: ANY, label: t('filters.anyReliability') },
            ...RELIABILITY_FILTERS.map((r) => ({ value: r, label: t(`filters.${r}`) })),
          ]}
          value={state.reliability || ANY}
          onChange={(value) =>
            update({ reliability: value && value !== ANY ? (value as ReliabilityFilter) : '' })
          }
          allowDeselect={false}
        />
      ) : null}
      <SearchField
        label={t('filters.search')}
        value={state.search}
        onSearch={(search) => update({ search })}
      />
      {hasFilters(state) ? (
        <Button variant="subtle" onClick={() => update(CLEARED_FILTERS)} style={{ flex: '0 0 auto' }}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </FiltersGroup>
  );
}
