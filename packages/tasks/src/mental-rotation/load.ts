import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { rotationDefinition, type RotationParams } from './definition.ts';
import { playRotation } from './play.tsx';

/** The Matching Game's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<RotationParams>(rotationDefinition, taskId, (context) => playRotation(context, taskId));
