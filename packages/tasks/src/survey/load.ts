import type { TaskPlugin } from '../plugin.ts';
import { pluginOf } from '../registry/plugin-of.ts';
import { surveyDefinition, type SurveyParams } from './definition.ts';
import { playSurvey } from './play.tsx';

/** The survey's web player (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> =>
  pluginOf<SurveyParams>(surveyDefinition, taskId, (context) => playSurvey(context, taskId));
