import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LOCALES, type Locale } from '@roar/contracts';
import { FALLBACK_LANGUAGES, messagesAsShown } from './i18n.ts';

type Tree = { [key: string]: string | Tree };
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** A feature's messages in every locale: en-US in full; the others load as separate chunks. */
export interface FeatureMessages<T extends object> {
  /** i18next namespace, e.g. 'orgs'. */
  namespace: string;
  /** Keys missing from the namespace are looked up in the global texts ('translation'). */
  withGlobal?: boolean;
  loaders: Record<Locale, () => Promise<{ default: Widen<T> | DeepPartial<T> }>>;
}

/** Full messages of a feature's non-English base locale (es-ES): every en-US key. */
export type FeatureMessagesOf<T> = Widen<T>;
/** A regional variant (en-GB, es-CO): only what differs from the locale it falls back to. */
export type PartialFeatureMessagesOf<T> = DeepPartial<T>;

function chainOf(language: string): string[] {
  const fallbacks =
    (FALLBACK_LANGUAGES as Record<string, string[]>)[language] ?? FALLBACK_LANGUAGES.default;
  return [language, ...fallbacks].filter((l, i, all) => all.indexOf(l) === i);
}

// Bundles added by loadFeatureMessages, per instance. `hasResourceBundle` cannot tell: when
// useTranslation(namespace) asks the backend for a feature namespace, i18next stores an empty
// bundle for it, which would pass for loaded.
const loadedBundles = new WeakMap<I18n, Set<string>>();

function isLoaded(instance: I18n, locale: string, namespace: string): boolean {
  return loadedBundles.get(instance)?.has(`${locale}/${namespace}`) ?? false;
}

/** Loads a feature's bundles for `language` and its fallbacks into `instance` (idempotent). */
export async function loadFeatureMessages(
  instance: I18n,
  messages: FeatureMessages<object>,
  language: string,
): Promise<void> {
  const missing = chainOf(language).filter(
    (l): l is Locale =>
      (LOCALES as readonly string[]).includes(l) && !isLoaded(instance, l, messages.namespace),
  );
  const bundles = await Promise.all(missing.map((l) => messages.loaders[l]()));
  const loaded = loadedBundles.get(instance) ?? new Set<string>();
  loadedBundles.set(instance, loaded);
  missing.forEach((l, i) => {
    instance.addResourceBundle(
      l,
      messages.namespace,
      messagesAsShown(bundles[i]!.default as Tree),
      true,
      true,
    );
    loaded.add(`${l}/${messages.namespace}`);
  });
}

/**
 * `useTranslation` for a feature whose messages live with the feature and load with its screens
 * (ADR 010): first-load pages carry none of the admin screens' text. `ready` is false until the
 * current language's bundles are in; screens show their loader meanwhile.
 */
export function useFeatureTranslation(messages: FeatureMessages<object>) {
  const translation = useTranslation(
    messages.withGlobal ? [messages.namespace, 'translation'] : messages.namespace,
    messages.withGlobal ? { nsMode: 'fallback' } : undefined,
  );
  const { i18n } = translation;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [loaded, setLoaded] = useState<string | null>(() =>
    chainOf(language).every(
      (l) => !(LOCALES as readonly string[]).includes(l) || isLoaded(i18n, l, messages.namespace),
    )
      ? language
      : null,
  );
  useEffect(() => {
    let live = true;
    loadFeatureMessages(i18n, messages, language).then(
      () => live && setLoaded(language),
      () => live && setLoaded(language),
    );
    return () => {
      live = false;
    };
  }, [i18n, messages, language]);
  return { ...translation, ready: loaded === language };
}
