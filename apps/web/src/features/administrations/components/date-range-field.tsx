import { useMemo } from 'react';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import { localDateString, seasonPresets } from '../form/seasons.ts';

// 'LL' (the locale's long date, 'November 20, 2026') is a format of this plugin: without it the
// field showed 'LL - LL' (issue 21).
dayjs.extend(localizedFormat);

/** dayjs locale (calendar month and day names) of an interface language. */
function dayjsLocale(language: string): string {
  if (language.startsWith('es')) return 'es';
  return language === 'en-GB' ? 'en-gb' : 'en';
}

interface Props {
  id: string;
  value: [string | null, string | null];
  onChange: (value: [string | null, string | null]) => void;
  /** The earliest first day (today for a new administration). */
  minDate?: string;
  error?: string;
  language: string;
  t: TFunction;
}

/** First and last day of an administration, with season presets starting from today. */
export function DateRangeField({ id, value, onChange, minDate, error, language, t }: Props) {
  const presets = useMemo(
    () =>
      seasonPresets(new Date()).map((preset) => ({
        value: [preset.start, preset.end] as [string, string],
        label: t(`form.seasons.${preset.season}`, { year: preset.year, next: preset.year + 1 }),
      })),
    [t],
  );
  const locale = dayjsLocale(language);
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'en' ? 0 : 1 }}>
      <DatePickerInput
        id={id}
        type="range"
        allowSingleDateInRange
        label={t('form.dates')}
        description={t('form.datesHint')}
        placeholder={t('form.datesPlaceholder')}
        value={value}
        onChange={(next) => onChange([next[0] ?? null, next[1] ?? null])}
        minDate={minDate}
        presets={presets}
        valueFormat="LL"
        error={error}
        required
        clearable={false}
        w={{ base: '100%', sm: 420 }}
      />
    </DatesProvider>
  );
}

/** Today's local date, 'YYYY-MM-DD'. */
export const todayString = () => localDateString(new Date());
