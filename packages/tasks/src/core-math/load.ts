import type { TaskPlugin } from '../plugin.ts';
import { coreMathDefinition } from './definition.ts';
import { coreMathPlugin } from './play.tsx';
import { coreMathParamsOf } from './setup.ts';

/** The Core Math game's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  coreMathPlugin(
    taskId,
    {
      id: taskId,
      version: coreMathDefinition.version,
      params: coreMathParamsOf(taskId),
      data: coreMathDefinition.trialData,
    },
    (params, rng, child) =>
      coreMathDefinition.simulate(taskId, params as unknown as Record<string, unknown>, rng, child),
  ) as TaskPlugin<unknown>;
