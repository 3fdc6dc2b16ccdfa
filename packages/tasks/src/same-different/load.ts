import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { sameDifferentDefinition, type SameDifferentParams } from './definition.ts';
import { playSameDifferent } from './play.tsx';

/** The Shapes Game's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<SameDifferentParams>(sameDifferentDefinition, taskId, (context) =>
    playSameDifferent(context, taskId),
  );
