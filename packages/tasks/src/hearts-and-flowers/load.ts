import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { hfDefinition, type HfParams } from './definition.ts';
import { playHeartsAndFlowers } from './play.tsx';

/** Hearts and Flowers' web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<HfParams>(hfDefinition, taskId, (context) => playHeartsAndFlowers(context, taskId));
