import { createInstance, type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@roar/contracts';
import enUS from './locales/en-US.ts';
import { saveLocale } from './locale-preference.ts';

/** Each locale falls back along this chain (spec section 1; en-US last). */
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

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    const load = loaders[language as keyof typeof loaders];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default as ResourceKey),
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
  await instance
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: FALLBACK_LANGUAGES,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      resources: { 'en-US': { translation: enUS } },
      partialBundledLanguages: true,
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
  return instance;
}

/** Switches the interface language at runtime and remembers the choice (spec section 4). */
export async function changeLocale(instance: I18n, locale: Locale): Promise<void> {
  await instance.changeLanguage(locale);
  saveLocale(locale);
}
