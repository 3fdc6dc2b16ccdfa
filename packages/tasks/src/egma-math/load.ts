import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { egmaDefinition, type EgmaParams } from './definition.ts';
import { playEgma } from './play.tsx';

/** The Math Game's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<EgmaParams>(egmaDefinition, taskId, (context) => playEgma(context, taskId));
