import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { theoryOfMindDefinition, type TheoryOfMindParams } from './definition.ts';
import { playTheoryOfMind } from './play.tsx';

/** The Stories Game's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<TheoryOfMindParams>(theoryOfMindDefinition, taskId, (context) =>
    playTheoryOfMind(context, taskId),
  );
