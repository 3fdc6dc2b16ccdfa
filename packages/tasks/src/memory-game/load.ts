import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { memoryDefinition, type MemoryParams } from './definition.ts';
import { playMemory } from './play.tsx';

/** The Memory Game's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<MemoryParams>(memoryDefinition, taskId, (context) => playMemory(context, taskId));
