import type { FeatureMessages } from '../feature-messages.ts';
import type enUS from './en-US.ts';

/** The catalogue tasks' names, descriptions and tags, loaded with the screens that show tasks. */
export const taskTextMessages: FeatureMessages<typeof enUS> = {
  namespace: 'taskText',
  loaders: {
    'en-US': () => import('./en-US.ts'),
    'en-GB': () => import('./en-GB.ts'),
    'es-ES': () => import('./es-ES.ts'),
    'es-CO': () => import('./es-CO.ts'),
  },
};
