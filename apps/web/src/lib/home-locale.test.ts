import { describe, expect, it } from 'vitest';
import {
  SAME_AS_READER,
  homeLocaleName,
  homeLocaleOf,
  homeLocaleOptions,
  homeLocaleValue,
} from './home-locale.ts';

describe('home locale choices', () => {
  it('offers the reader’s language first, then the four locales by their own names', () => {
    expect(homeLocaleOptions('Same as the reader’s language')).toEqual([
      { value: SAME_AS_READER, label: 'Same as the reader’s language' },
      { value: 'en-US', label: 'English (United States)' },
      { value: 'en-GB', label: 'English (United Kingdom)' },
      { value: 'es-ES', label: 'Español (España)' },
      { value: 'es-CO', label: 'Español (Latinoamérica)' },
    ]);
  });

  it('turns null into its own select value and back', () => {
    expect(homeLocaleValue(null)).toBe(SAME_AS_READER);
    expect(homeLocaleValue(undefined)).toBe(SAME_AS_READER);
    expect(homeLocaleValue('es-CO')).toBe('es-CO');
    expect(homeLocaleOf(SAME_AS_READER)).toBeNull();
    expect(homeLocaleOf(null)).toBeNull();
    expect(homeLocaleOf('en-GB')).toBe('en-GB');
    expect(homeLocaleOf('es-co')).toBeNull();
    expect(homeLocaleName('es-ES', 'same')).toBe('Español (España)');
    expect(homeLocaleName(null, 'same')).toBe('same');
  });
});
