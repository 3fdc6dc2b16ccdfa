import { Select, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconClockPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TIME_ACCOMMODATIONS, isTimeAccommodation, type TimeAccommodation } from '@roar/contracts';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';

/**
 * A student's time accommodation (docs/decisions/035-accommodations.md): the administrators'
 * select, and the marker reports put beside a run's scores. Words live in the global catalogue
 * (`accommodations`), shared by the users, reports and student-report features.
 */

/** The select of the edit-user dialog. */
export function TimeAccommodationSelect({
  value,
  onChange,
  error,
}: {
  value: TimeAccommodation;
  onChange: (value: TimeAccommodation) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('accommodations.field')}
      description={t('accommodations.hint')}
      data={TIME_ACCOMMODATIONS.map((a) => ({ value: a, label: t(`accommodations.${a}`) }))}
      value={value}
      onChange={(next) => {
        if (isTimeAccommodation(next)) onChange(next);
      }}
      error={error}
      allowDeselect={false}
    />
  );
}

/** The words of an accommodation ('Extended time (×1.5)'). */
export function useAccommodationLabel() {
  const { t } = useTranslation();
  return (value: TimeAccommodation) => t(`accommodations.${value}`);
}

/**
 * A mark beside the scores of a run played with an accommodation (nothing for 'none'): a clock
 * and the accommodation in words, its meaning in a tooltip on hover, focus and touch, which
 * screen readers get as the mark's name; `compact` (table cells): the clock alone, not a tab stop.
 */
export function AccommodationMarker({
  value,
  compact = false,
}: {
  value: TimeAccommodation | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (!value || value === 'none') return null;
  const label = t(`accommodations.${value}`);
  const meaning = t('accommodations.marker', { label });
  if (compact) {
    // In a table cell: no tab stop per cell (the legend under the table explains the clock);
    // screen readers read the meaning with the cell, a mouse gets it on hover.
    return (
      <Tooltip label={meaning} multiline maw={280}>
        <Text span data-accommodation={value} style={{ whiteSpace: 'nowrap' }}>
          <IconClockPlus size={16} aria-hidden="true" style={{ verticalAlign: -3 }} />
          <VisuallyHidden>{meaning}</VisuallyHidden>
        </Text>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={meaning} multiline maw={280} events={{ hover: true, focus: true, touch: true }}>
      <Text
        span
        size="xs"
        fw={600}
        tabIndex={0}
        role="img"
        aria-label={meaning}
        data-accommodation={value}
        style={{ whiteSpace: 'nowrap' }}
      >
        <IconClockPlus size={16} aria-hidden="true" style={{ verticalAlign: -3 }} />
        <span aria-hidden="true"> {label}</span>
      </Text>
    </Tooltip>
  );
}

/** The legend line of the marker (score table): what the clock means. */
export function AccommodationLegend() {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      <IconClockPlus size={16} aria-hidden="true" style={{ verticalAlign: -3 }} />{' '}
      {t('accommodations.legend')}
    </Text>
  );
}
