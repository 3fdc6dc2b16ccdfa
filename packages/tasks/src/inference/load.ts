import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { inferenceDefinition, type InferenceParams } from './definition.ts';
import { playInference } from './play.tsx';

/** The Inference Game's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<InferenceParams>(inferenceDefinition, taskId, (context) =>
    playInference(context, taskId),
  );
