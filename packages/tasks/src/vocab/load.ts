import type { TaskPlugin } from '../plugin.ts';
import { vocabPlugin } from './index.ts';

/** Picture Vocabulary's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  vocabPlugin(taskId) as TaskPlugin<unknown>;
