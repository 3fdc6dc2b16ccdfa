import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '@roar/contracts';

/**
 * A student's `homeLocale`, the language of letters to their family, in a select: the four
 * interface locales by their own names, and a first choice for null ("the reader's language"),
 * whose text each screen passes in its own words. Selects carry strings, so null has a value of
 * its own.
 */
export const SAME_AS_READER = 'reader';

export function homeLocaleOptions(sameAsReader: string): { value: string; label: string }[] {
  return [
    { value: SAME_AS_READER, label: sameAsReader },
    ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
  ];
}

/** The select value of a homeLocale. */
export function homeLocaleValue(homeLocale: Locale | null | undefined): string {
  return homeLocale ?? SAME_AS_READER;
}

/** The homeLocale a select value stands for (anything but a locale: null). */
export function homeLocaleOf(value: string | null | undefined): Locale | null {
  return isLocale(value) ? value : null;
}

/** How a homeLocale reads: the locale's own name, or the screen's words for null. */
export function homeLocaleName(homeLocale: Locale | null | undefined, sameAsReader: string) {
  return homeLocale ? LOCALE_NAMES[homeLocale] : sameAsReader;
}
