import type { TaskPlugin } from '../plugin.ts';
import { letterPlugin } from './index.ts';

/** The letter game's web player: its declaration's schemas plus `run` (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  letterPlugin(taskId as Parameters<typeof letterPlugin>[0]) as TaskPlugin<unknown>;
