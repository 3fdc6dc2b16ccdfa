import type { TaskPlugin } from '../plugin.ts';
import { phonemePlugin } from './index.ts';

/** The phoneme game's web player: its declaration's schemas plus `run` (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  phonemePlugin(taskId as Parameters<typeof phonemePlugin>[0]) as TaskPlugin<unknown>;
