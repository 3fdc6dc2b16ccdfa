import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { externalDefinition, type ExternalParams } from './definition.ts';
import { playExternal } from './play.tsx';

/** The launch page of a game played on another site (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<ExternalParams>(externalDefinition, taskId, (context) => playExternal(context, taskId));
