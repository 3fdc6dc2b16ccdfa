import { describe, expect, it } from 'vitest';
import { detectLocale, LOCALE_STORAGE_KEY, saveLocale } from './locale-preference.ts';

describe('detectLocale', () => {
  it.each([
    ['en-US', 'en-US'],
    ['en-GB', 'en-GB'],
    ['es-ES', 'es-ES'],
    ['es-CO', 'es-CO'],
    ['es', 'es-ES'],
    ['es-MX', 'es-CO'],
    ['es-419', 'es-CO'],
    ['fr-FR', 'en-US'],
    ['de', 'en-US'],
    [undefined, 'en-US'],
  ] as const)('maps browser language %s to %s when nothing is saved', (browser, expected) => {
    expect(detectLocale(null, browser)).toBe(expected);
  });

  it('prefers the saved choice over the browser language', () => {
    expect(detectLocale('es-CO', 'en-US')).toBe('es-CO');
    expect(detectLocale('en-GB', 'es-ES')).toBe('en-GB');
  });

  it('ignores a saved value that is not a supported locale', () => {
    expect(detectLocale('klingon', 'es')).toBe('es-ES');
  });

  it('reads the saved choice and the browser language by default', () => {
    saveLocale('es-ES');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es-ES');
    expect(detectLocale()).toBe('es-ES');
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    expect(detectLocale()).toBe('en-US'); // jsdom's navigator.language
  });
});
