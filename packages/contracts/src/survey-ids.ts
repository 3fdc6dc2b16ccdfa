import { PRODUCT_SHORT_NAME } from './constants.ts';

/**
 * The survey's ids and constants (docs/decisions/028-survey.md), apart from its schemas
 * (survey.ts): the participant's pages import them and stay light.
 */

/** The survey's task id (`{product}-survey`); `/game/core-tasks/survey` plays it too. */
export const SURVEY_TASK_ID = `${PRODUCT_SHORT_NAME.toLowerCase()}-survey`;
/** The core-tasks name of the survey (`/game/core-tasks/survey`), an alias of SURVEY_TASK_ID. */
export const SURVEY_CORE_TASK_ID = 'survey';

/** The task a page's task id stands for: the survey's alias is the survey. */
export const canonicalTaskId = (taskId: string): string =>
  taskId === SURVEY_CORE_TASK_ID ? SURVEY_TASK_ID : taskId;

/** Answers on the 4-point scale: 0 'No, never' ... 3 'Yes, all of the time'. */
export const SURVEY_SCALE = [0, 1, 2, 3] as const;
export type SurveyAnswer = (typeof SURVEY_SCALE)[number];

/** Who answered: the child (the game), or an adult about the child. */
export const SURVEY_FORMS = ['child', 'parent', 'teacher'] as const;
export type SurveyForm = (typeof SURVEY_FORMS)[number];
export type AdultSurveyForm = Exclude<SurveyForm, 'child'>;

/** Fewest respondents whose answers are counted for a group (smaller groups are suppressed). */
export const SURVEY_MIN_GROUP = 5;
