import type { TaskPlugin, TaskRunContext } from '../plugin.ts';
import { runParamsSchema } from '../registry/time-limits.ts';
import { WRITTEN_CHOICE_BASE } from './base.ts';
import type { WrittenChoiceParams } from './params.ts';
import { playWrittenChoice } from './play.tsx';

/**
 * The written four-choice game's web player (registry/loaders.ts). Unlike other games it is not
 * built from the declaration (registry/plugin-of.ts): the declaration's scoring and simulation
 * hold the test keys, which stay on the server (keys.test.ts checks this file's imports). Runs
 * are simulated with the declaration's simulate() on the server and in tests, not here.
 */
export const load = (taskId: string): TaskPlugin<unknown> => ({
  info: {
    id: taskId,
    version: WRITTEN_CHOICE_BASE.version,
    params: runParamsSchema(WRITTEN_CHOICE_BASE, taskId),
    data: WRITTEN_CHOICE_BASE.trialData,
  },
  run: (context) => playWrittenChoice(context as TaskRunContext<WrittenChoiceParams>, taskId),
  simulate: () => {
    throw new Error('The written four-choice game is simulated on the server (definition.ts).');
  },
});
