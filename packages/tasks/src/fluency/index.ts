import type { TaskPlugin } from '../plugin.ts';
import { fluencyDefinition } from './definition.ts';
import { playFluency } from './play.ts';
import { fluencyParamsOf, type FluencyParams } from './setup.ts';

/** The fluency games' web player for one task id: the declaration's schemas plus `run`. */
export function fluencyPlugin(taskId: string): TaskPlugin<FluencyParams> {
  return {
    info: {
      id: taskId,
      version: fluencyDefinition.version,
      params: fluencyParamsOf(taskId),
      data: fluencyDefinition.trialData,
    },
    run: (context) => playFluency(context, taskId),
    simulate: (params, rng, child) =>
      fluencyDefinition.simulate(taskId, params as unknown as Record<string, unknown>, rng, child),
  };
}
