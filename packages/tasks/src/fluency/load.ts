import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { fluencyDefinition } from './definition.ts';
import { playFluency } from './play.ts';
import type { FluencyParams } from './setup.ts';

/** The fluency games' web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<FluencyParams>(fluencyDefinition, taskId, (context) => playFluency(context, taskId));
