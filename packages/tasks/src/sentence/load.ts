import type { TaskPlugin } from '../plugin.ts';
import { sentencePlugin } from './index.ts';

/** The sentence game's web player: its declaration's schemas plus `run` (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  sentencePlugin(taskId as Parameters<typeof sentencePlugin>[0]) as TaskPlugin<unknown>;
