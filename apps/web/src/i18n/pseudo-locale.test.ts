import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { pseudoMessages, pseudoText } from './pseudo-locale.ts';
import { PSEUDO_LOCALE_KEY, pseudoLocaleOn } from './pseudo-switch.ts';

describe('pseudo-locale', () => {
  afterEach(() => window.localStorage.removeItem(PSEUDO_LOCALE_KEY));

  it('accents every ASCII letter, brackets the text, keeps placeholders, tags and nested keys', () => {
    expect(pseudoText('Click to start')).toBe('[Çļîçķ ţö šţàŕţ]');
    expect(pseudoText('Hello {name}, <0>see</0> $t(common.more)')).toBe(
      '[Ĥéļļö {name}, <0>šéé</0> $t(common.more)]',
    );
    expect(pseudoText('')).toBe('');
    expect(pseudoMessages({ a: { b: 'Yes' } })).toEqual({ a: { b: '[Ýéš]' } });
  });

  it('is off unless the test switch is set, and then every catalogue text is pseudo-translated', async () => {
    expect(pseudoLocaleOn()).toBe(false);
    expect((await createI18n('en-US')).t('titles.signIn')).not.toMatch(/^\[/);
    window.localStorage.setItem(PSEUDO_LOCALE_KEY, 'on');
    expect(pseudoLocaleOn()).toBe(true);
    const text = (await createI18n('en-US')).t('titles.signIn');
    expect(text).toMatch(/^\[[^a-z]*\]$/i);
  });
});
