import type { FeatureMessages } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/** The feature's bundles; each locale is its own chunk, loaded with the screen (ADR 010). */
export const normsMessages: FeatureMessages<typeof enUS> = {
  namespace: 'norms',
  loaders: {
    'en-US': () => import('./en-US.ts'),
    'en-GB': () => import('./en-GB.ts'),
    'es-ES': () => import('./es-ES.ts'),
    'es-CO': () => import('./es-CO.ts'),
  },
};
