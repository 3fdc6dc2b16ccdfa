/** Interface languages (docs/product/overview.md section 4). The first is the default. */
export const LOCALES = ['en-US', 'en-GB', 'es-ES', 'es-CO'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each locale's name in its own language, for the language selector. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'es-ES': 'Español (España)',
  'es-CO': 'Español (Latinoamérica)',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale a typed code names, without regard to case or surrounding spaces ('es-co' ->
 * 'es-CO'); null when it names none of LOCALES (roster files, `home_locale`).
 */
export function normalizeLocale(raw: string): Locale | null {
  const value = raw.trim().toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === value) ?? null;
}

/**
 * The locale to use for a browser language tag when the user has not chosen one.
 * A supported tag is used as is; any other tag containing 'es' falls back to Spanish (Spain for
 * plain 'es', Latin America for regional tags such as es-MX or es-419); anything else to US English
 * (docs/product/overview.md section 4).
 */
export function localeForBrowserLanguage(tag: string | undefined | null): Locale {
  if (!tag) return DEFAULT_LOCALE;
  const exact = normalizeLocale(tag);
  if (exact) return exact;
  if (tag.toLowerCase().includes('es')) return /^es$/i.test(tag) ? 'es-ES' : 'es-CO';
  return DEFAULT_LOCALE;
}
