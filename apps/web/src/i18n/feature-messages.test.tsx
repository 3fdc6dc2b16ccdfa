import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { loadFeatureMessages, type FeatureMessages } from './feature-messages.ts';

const en = { greeting: { hello: 'Hello {name}' }, bye: 'Bye' } as const;
const messages: FeatureMessages<typeof en> = {
  namespace: 'sample',
  loaders: {
    'en-US': async () => ({ default: en }),
    'en-GB': async () => ({ default: { bye: 'Cheerio' } }),
    'es-ES': async () => ({ default: { greeting: { hello: 'Hola {name}' }, bye: 'Adiós' } }),
    'es-CO': async () => ({ default: { bye: 'Chao' } }),
  },
};

describe('feature messages', () => {
  it('loads a namespace with its fallback chain', async () => {
    const i18n = await createI18n('es-CO');
    await loadFeatureMessages(i18n, messages, 'es-CO');
    const t = i18n.getFixedT('es-CO', 'sample');
    expect(t('bye')).toBe('Chao');
    expect(t('greeting.hello', { name: 'Ana' })).toBe('Hola Ana');
    const gb = await createI18n('en-GB');
    await loadFeatureMessages(gb, messages, 'en-GB');
    expect(gb.getFixedT('en-GB', 'sample')('greeting.hello', { name: 'Jo' })).toBe('Hello Jo');
  });

  it('loads a namespace that useTranslation already asked the backend for', async () => {
    const i18n = await createI18n('en-US');
    // What useTranslation(namespace) does first: i18next then holds an empty bundle for it.
    await i18n.loadNamespaces('sample');
    await loadFeatureMessages(i18n, messages, 'en-US');
    expect(i18n.getFixedT('en-US', 'sample')('bye')).toBe('Bye');
  });
});
