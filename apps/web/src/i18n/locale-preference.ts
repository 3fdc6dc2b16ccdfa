import { isLocale, localeForBrowserLanguage, type Locale } from '@roar/contracts';

/** localStorage key of the language the user picked in the selector. */
export const LOCALE_STORAGE_KEY = 'roar.locale';

function readSavedLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null; // storage blocked: behave as if nothing was saved
  }
}

/**
 * The locale to start in: the user's saved choice when it is a supported locale, otherwise the
 * browser language mapped by the rule of docs/product/overview.md section 4.
 */
export function detectLocale(
  saved: string | null = readSavedLocale(),
  browserLanguage: string | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.language,
): Locale {
  if (isLocale(saved)) return saved;
  return localeForBrowserLanguage(browserLanguage);
}

/** Whether the user picked a language in the selector (on this browser). */
export function hasSavedLocale(saved: string | null = readSavedLocale()): boolean {
  return isLocale(saved);
}

/** Remembers the user's choice for the next visit. */
export function saveLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
