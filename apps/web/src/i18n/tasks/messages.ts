import type { FeatureMessages } from '../feature-messages.ts';
import type { TaskTextCatalogue } from '@roar/contracts/task-text/types.ts';

/**
 * The catalogue tasks' names, descriptions and tags, loaded with the screens that show tasks. The
 * texts live in packages/contracts/src/task-text/, shared with the server's CSV files.
 */
export const taskTextMessages: FeatureMessages<TaskTextCatalogue> = {
  namespace: 'taskText',
  loaders: {
    'en-US': () => import('@roar/contracts/task-text/en-US.ts'),
    'en-GB': () => import('@roar/contracts/task-text/en-GB.ts'),
    'es-ES': () => import('@roar/contracts/task-text/es-ES.ts'),
    'es-CO': () => import('@roar/contracts/task-text/es-CO.ts'),
  },
};
