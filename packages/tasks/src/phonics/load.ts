import type { TaskPlugin } from '../plugin.ts';
import { phonicsPlugin } from './index.ts';

/** The phonics game's web player: its declaration's schemas plus `run` (registry/loaders.ts). */
export const load = (_taskId: string): TaskPlugin<unknown> =>
  phonicsPlugin() as TaskPlugin<unknown>;
