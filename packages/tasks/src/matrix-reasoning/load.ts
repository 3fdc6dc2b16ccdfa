import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { matrixDefinition, type MatrixParams } from './definition.ts';
import { playMatrix } from './play.tsx';

/** The Puzzle Game's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<MatrixParams>(matrixDefinition, taskId, (context) => playMatrix(context, taskId));
