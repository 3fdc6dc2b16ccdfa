import { describe, expect, it } from 'vitest';
import { PRODUCT_SHORT_NAME } from '@roar/contracts';
import { createI18n } from '../i18n/i18n.ts';
import { documentTitle } from './document-title.ts';

describe('documentTitle', () => {
  it('is the short name, a colon and a space, then the route title', async () => {
    const i18n = await createI18n('en-US');
    expect(documentTitle({ titleKey: 'titles.home', title: 'Home' }, i18n.t)).toBe('ROAR: Home');
    expect(documentTitle({ titleKey: 'titles.signIn', title: 'Sign In' }, i18n.t)).toBe(
      `${PRODUCT_SHORT_NAME}: Sign In`,
    );
  });

  it.each([
    ['en-US', 'ROAR: Home', 'ROAR: Sign In'],
    ['en-GB', 'ROAR: Home', 'ROAR: Sign in'],
    ['es-ES', 'ROAR: Inicio', 'ROAR: Acceder'],
    ['es-CO', 'ROAR: Inicio', 'ROAR: Iniciar sesión'],
  ] as const)('localises the Home and sign-in titles in %s', async (locale, home, signIn) => {
    const i18n = await createI18n(locale);
    expect(documentTitle({ titleKey: 'titles.home', title: 'Home' }, i18n.t)).toBe(home);
    expect(documentTitle({ titleKey: 'titles.signIn', title: 'Sign In' }, i18n.t)).toBe(signIn);
  });

  it('falls back from the current language to the fallback language, then to the plain value', async () => {
    const i18n = await createI18n('es-CO');
    // es-CO does not define it: the es-ES value is used.
    expect(documentTitle({ titleKey: 'titles.createAdministration', title: 'x' }, i18n.t)).toBe(
      'ROAR: Crear una administración',
    );
    // Only en-US defines it: en-US is last in the chain.
    i18n.addResource('en-US', 'translation', 'titles.onlyEnglish', 'Only English');
    expect(documentTitle({ titleKey: 'titles.onlyEnglish', title: 'x' }, i18n.t)).toBe(
      'ROAR: Only English',
    );
    // Nobody defines it: the plain value.
    expect(documentTitle({ titleKey: 'titles.missing', title: 'Plain title' }, i18n.t)).toBe(
      'ROAR: Plain title',
    );
  });

  it('is the short name alone for a route without a title', async () => {
    const i18n = await createI18n('en-US');
    expect(documentTitle({ titleKey: undefined, title: undefined }, i18n.t)).toBe('ROAR');
  });
});
