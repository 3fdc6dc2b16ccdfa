import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { coreMathDefinition } from './definition.ts';
import { playCoreMath } from './play.tsx';
import type { CoreMathParams } from './setup.ts';

/** The Core Math game's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<CoreMathParams>(coreMathDefinition, taskId, (context) => playCoreMath(context, taskId));
