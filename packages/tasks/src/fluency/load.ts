import type { TaskPlugin } from '../plugin.ts';
import { fluencyPlugin } from './index.ts';

/** The fluency games' web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  fluencyPlugin(taskId) as TaskPlugin<unknown>;
