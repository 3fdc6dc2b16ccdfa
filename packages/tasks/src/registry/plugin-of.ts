import type { TaskPlugin, TaskRunContext } from '../plugin.ts';
import type { GameDefinition } from './definition.ts';

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
      params: definition.params(taskId),
      data: definition.trialData,
    },
    run: (context) => run(context as TaskRunContext<Params>),
    simulate: (params, rng, child) =>
      definition.simulate(taskId, params as Record<string, unknown>, rng, child),
  };
}
