import type { FeatureMessages } from '../feature-messages.ts';
import type enUS from './en-US.ts';

/**
 * Global-looking texts that the first load does not need (email link, email sent, password reset,
 * profile). Screens that show them call `useFeatureTranslation(screenMessages)` and render their
 * loader until `ready`; their keys keep the global paths (`profile.info.firstName`) and every other
 * global key still resolves through the fallback to the main namespace.
 */
export const screenMessages: FeatureMessages<typeof enUS> = {
  namespace: 'screens',
  withGlobal: true,
  loaders: {
    'en-US': () => import('./en-US.ts'),
    'en-GB': () => import('./en-GB.ts'),
    'es-ES': () => import('./es-ES.ts'),
    'es-CO': () => import('./es-CO.ts'),
  },
};
