import type { TaskPlugin } from '../plugin.ts';
import { egmaDefinition, egmaParamsOf } from './definition.ts';
import { egmaPlugin } from './play.tsx';

/** The Math Game's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  egmaPlugin(
    taskId,
    {
      id: taskId,
      version: egmaDefinition.version,
      params: egmaParamsOf(),
      data: egmaDefinition.trialData,
    },
    (params, rng, child) =>
      egmaDefinition.simulate(taskId, params as unknown as Record<string, unknown>, rng, child),
  ) as TaskPlugin<unknown>;
