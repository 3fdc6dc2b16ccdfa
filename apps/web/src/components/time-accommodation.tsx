import { Select, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIME_ACCOMMODATIONS, isTimeAccommodation, type TimeAccommodation } from '@roar/contracts';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';

/**
 * A student's time accommodation (docs/decisions/033-accommodations.md): the administrators'
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
 * A small mark beside the scores of a run played with an accommodation (nothing for 'none'):
 * the accommodation in words, with the meaning in a tooltip that screen readers also get as text.
 */
export function AccommodationMarker({ value }: { value: TimeAccommodation | undefined }) {
  const { t } = useTranslation();
  if (!value || value === 'none') return null;
  const label = t(`accommodations.${value}`);
  const meaning = t('accommodations.marker', { label });
  return (
    <Tooltip label={meaning} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
      <Text span size="xs" fw={600} tabIndex={0} data-accommodation={value}>
        <span aria-hidden="true">⏱ {label}</span>
        <VisuallyHidden>{meaning}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}
