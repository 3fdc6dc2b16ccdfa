import { createInstance, type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@roar/contracts';
import enUS from './locales/en-US.ts';
import { detectLocale, hasSavedLocale, saveLocale } from './locale-preference.ts';
import { pseudoLocaleOn } from './pseudo-switch.ts';

/** Each locale falls back along this chain (docs/product/overview.md section 4; en-US last). */
export const FALLBACK_LANGUAGES = {
  'es-CO': ['es-ES', 'en-US'],
  'es-ES': ['en-US'],
  'en-GB': ['en-US'],
  default: ['en-US'],
};

// en-US ships with the first load; the other locales are separate chunks fetched on demand.
const loaders: Record<Exclude<Locale, 'en-US'>, () => Promise<{ default: unknown }>> = {
  'en-GB': () => import('./locales/en-GB.ts'),
  'es-ES': () => import('./locales/es-ES.ts'),
  'es-CO': () => import('./locales/es-CO.ts'),
};

/**
 * How a loaded catalogue is shown: as it is, or pseudo-translated under the test switch
 * (pseudo-switch.ts), for every namespace and locale alike.
 */
const asTheyAre = <T>(messages: T): T => messages;
let shown: <T>(messages: T) => T = asTheyAre;

/** A catalogue as the interface shows it (feature namespaces pass through here too). */
export function messagesAsShown<T>(messages: T): T {
  return shown(messages);
}

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = loaders[language as keyof typeof loaders];
    // Only the shared messages come from here; features load their own namespaces (ADR 010).
    if (!load || namespace !== 'translation') {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, shown(module.default as ResourceKey)),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  },
};

/**
 * A new, initialised i18next instance in `locale` (resolves once that locale and its fallbacks are
 * loaded). The app uses one; tests create their own.
 */
export async function createI18n(locale: Locale = DEFAULT_LOCALE): Promise<I18n> {
  const instance = createInstance();
  shown = pseudoLocaleOn() ? (await import('./pseudo-locale.ts')).pseudoMessages : asTheyAre;
  await instance
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: FALLBACK_LANGUAGES,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      resources: { 'en-US': { translation: shown(enUS) } },
      partialBundledLanguages: true,
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
  return instance;
}

/**
 * Switches the interface language at runtime and remembers the choice (docs/product/states.md
 * section 9).
 */
let appInstance: I18n | null = null;

/** The app registers its i18next instance at start, for code outside React (sign-in). */
export function registerAppI18n(instance: I18n): void {
  appInstance = instance;
}

/**
 * After sign-in: an account's preferred language (a Spanish-speaking student, say) becomes the
 * interface language, unless the user picked one in the selector on this browser. Not saved as a
 * choice: the next person on a shared classroom computer starts from the browser language again.
 */
export async function applyAccountLocale(preferred: unknown): Promise<void> {
  if (!appInstance || !isLocale(preferred) || hasSavedLocale()) return;
  if (appInstance.resolvedLanguage !== preferred) await appInstance.changeLanguage(preferred);
}

/** After sign-out: back to the language this browser starts in (the user's pick, or detection). */
export async function restoreDeviceLocale(): Promise<void> {
  const locale = detectLocale();
  if (appInstance && appInstance.resolvedLanguage !== locale)
    await appInstance.changeLanguage(locale);
}

export async function changeLocale(instance: I18n, locale: Locale): Promise<void> {
  await instance.changeLanguage(locale);
  saveLocale(locale);
}
