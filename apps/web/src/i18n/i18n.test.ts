import { describe, expect, it } from 'vitest';
import { LOCALES } from '@roar/contracts';
import {
  applyAccountLocale,
  changeLocale,
  createI18n,
  FALLBACK_LANGUAGES,
  registerAppI18n,
  restoreDeviceLocale,
} from './i18n.ts';
import { countsWithoutPlurals, tuFormsInEsCO } from './feature-messages-testing.ts';
import { LOCALE_STORAGE_KEY } from './locale-preference.ts';
import enUS from './locales/en-US.ts';
import enGB from './locales/en-GB.ts';
import esES from './locales/es-ES.ts';
import esCO from './locales/es-CO.ts';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );
}

describe('i18n', () => {
  it('uses the fallback chains of the spec', () => {
    expect(FALLBACK_LANGUAGES).toEqual({
      'es-CO': ['es-ES', 'en-US'],
      'es-ES': ['en-US'],
      'en-GB': ['en-US'],
      default: ['en-US'],
    });
  });

  it('has every en-US key in es-ES, and nothing unknown in the regional variants', () => {
    const reference = new Set(keys(enUS));
    expect(keys(esES).sort()).toEqual([...reference].sort());
    for (const partial of [enGB, esCO]) {
      for (const key of keys(partial)) expect(reference).toContain(key);
    }
  });

  it('has plural forms wherever a word follows a count', () => {
    for (const bundle of [enUS, esES, enGB, esCO]) expect(countsWithoutPlurals(bundle)).toEqual([]);
  });

  it('says usted in es-CO except on the participant dashboard, which the child reads', () => {
    expect(tuFormsInEsCO(esES, esCO, ['dashboard.participantTitle'])).toEqual([]);
    expect(tuFormsInEsCO(esES, esCO)).toEqual(['dashboard.participantTitle']);
  });

  it('interpolates single-brace placeholders', async () => {
    const i18n = await createI18n('en-US');
    expect(i18n.t('nav.greeting', { name: 'Ada' })).toBe('Hi, Ada!');
    expect(i18n.t('auth.signIn.welcome', { name: 'ROAR' })).toBe('Welcome to ROAR!');
  });

  it.each(LOCALES)('loads %s on demand with its fallbacks', async (locale) => {
    const i18n = await createI18n(locale);
    expect(i18n.resolvedLanguage).toBe(locale);
    expect(i18n.t('notFound.returnHome')).not.toBe('notFound.returnHome');
  });

  it('switches language at runtime and saves the choice', async () => {
    const i18n = await createI18n('en-US');
    await changeLocale(i18n, 'es-CO');
    expect(i18n.resolvedLanguage).toBe('es-CO');
    expect(i18n.t('auth.signIn.submit')).toBe('Ingresar');
    expect(i18n.t('notFound.title')).toBe('Página no encontrada'); // from es-ES
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es-CO');
  });
});

describe('applyAccountLocale', () => {
  it("switches to the account's language when the user has not picked one", async () => {
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    const i18n = await createI18n('en-US');
    registerAppI18n(i18n);
    await applyAccountLocale('es-CO');
    expect(i18n.resolvedLanguage).toBe('es-CO');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    // Signing out returns a shared computer to the browser's language.
    await restoreDeviceLocale();
    expect(i18n.resolvedLanguage).toBe('en-US');
  });

  it('keeps the language the user picked, and ignores unsupported values', async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en-GB');
    const i18n = await createI18n('en-GB');
    registerAppI18n(i18n);
    await applyAccountLocale('es-CO');
    expect(i18n.resolvedLanguage).toBe('en-GB');
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    await applyAccountLocale('fr-FR');
    await applyAccountLocale(null);
    expect(i18n.resolvedLanguage).toBe('en-GB');
  });
});
