import type { TaskPlugin } from '../plugin.ts';
import { wordPlugin } from './index.ts';

/** The word game's web player: its declaration's schemas plus `run` (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  wordPlugin(taskId as Parameters<typeof wordPlugin>[0]) as TaskPlugin<unknown>;
