import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { syntaxDefinition, type SyntaxParams } from './definition.ts';
import { playSyntax } from './play.tsx';

/** The Syntax Game's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<SyntaxParams>(syntaxDefinition, taskId, (context) => playSyntax(context, taskId));
