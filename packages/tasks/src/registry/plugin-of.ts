import type { TaskPlugin, TaskRunContext } from '../plugin.ts';
import type { GameDefinition } from './definition.ts';
import { runParamsSchema } from './time-limits.ts';

/**
 * A game's web player for one task id, from its declaration: the declaration's schemas, version
 * and simulate(), plus the screen script `run` (a game's `load.ts`).
 */
export function pluginOf<Params>(
  definition: GameDefinition,
  taskId: string,
  run: (context: TaskRunContext<Params>) => Promise<void>,
): TaskPlugin<unknown> {
  return {
    info: {
      id: taskId,
      version: definition.version,
      // A run's time limits may be accommodated (longer, or none): the run's schema reads them.
      params: runParamsSchema(definition, taskId),
      data: definition.trialData,
    },
    run: (context) => run(context as TaskRunContext<Params>),
    simulate: (params, rng, child) =>
      definition.simulate(taskId, params as Record<string, unknown>, rng, child),
  };
}
