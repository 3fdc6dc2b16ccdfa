import { SURVEY_TASK_ID } from '@roar/contracts';
import type { GameTask } from '../registry/definition.ts';

/** The clip group of a language: `<task>` in English, `<task>-es` in Spanish. */
export const surveyClipGroup = (taskId: string, language: 'en' | 'es'): string =>
  language === 'es' ? `${taskId}-es` : taskId;

/**
 * The survey's task (`{product}-survey`, also opened as /game/core-tasks/survey): English or
 * Spanish by its variant's language, so it plays both languages' clip groups. Light: the
 * participant's home imports it (registry/loaders.ts).
 */
export const SURVEY_TASKS: readonly GameTask[] = [
  {
    id: SURVEY_TASK_ID,
    language: 'en',
    clipGroups: [surveyClipGroup(SURVEY_TASK_ID, 'en'), surveyClipGroup(SURVEY_TASK_ID, 'es')],
    reportOrder: 48,
    progressOnly: true,
  },
];
