import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  localeForBrowserLanguage,
  normalizeLocale,
} from './locales.ts';

describe('locales (spec section 1)', () => {
  it('offers the four interface languages with US English as default', () => {
    expect(LOCALES).toEqual(['en-US', 'en-GB', 'es-ES', 'es-CO']);
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(isLocale('es-CO')).toBe(true);
    expect(isLocale('fr-FR')).toBe(false);
  });
  it.each([
    ['en-GB', 'en-GB'],
    ['es-co', 'es-CO'],
    ['es', 'es-ES'],
    ['es-MX', 'es-CO'],
    ['es-419', 'es-CO'],
    ['en-AU', 'en-US'],
    ['fr-FR', 'en-US'],
    ['', 'en-US'],
    [undefined, 'en-US'],
  ])('browser language %s -> %s', (tag, locale) => {
    expect(localeForBrowserLanguage(tag)).toBe(locale);
  });
  it('reads a typed locale code without regard to case, and nothing else', () => {
    expect(['es-co', ' EN-gb ', 'en-US', 'Es-Es'].map(normalizeLocale)).toEqual([
      'es-CO',
      'en-GB',
      'en-US',
      'es-ES',
    ]);
    expect(['', 'es', 'es_CO', 'fr-FR', 'Spanish'].map(normalizeLocale)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
