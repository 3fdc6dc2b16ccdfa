import { useId } from 'react';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES, LOCALE_NAMES, isLocale } from '@roar/contracts';
import { changeLocale } from '../i18n/i18n.ts';

/**
 * Lists the interface languages by their own names and switches to the chosen one, saving its
 * locale code (docs/product/states.md section 9). A native select: keyboard and screen readers work
 * as usual.
 */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : LOCALES[0];
  return (
    <NativeSelect
      id={id}
      size="sm"
      // A 44 px touch target (WCAG 2.5.5).
      styles={{ input: { minHeight: 44 } }}
      // Wide enough for the longest name, 'Español (Latinoamérica)', with the arrow.
      w={compact ? 240 : undefined}
      aria-label={compact ? t('nav.language') : undefined}
      label={compact ? undefined : t('nav.language')}
      value={current}
      data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLocale(next)) void changeLocale(i18n, next);
      }}
    />
  );
}
