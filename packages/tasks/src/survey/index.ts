/**
 * The Thoughts and Feelings survey's pure parts (`@roar/tasks/survey`): its questions and scale
 * in both languages, what a child's run answered, and the counts reports show. No React, no DOM:
 * the server and the report pages import it.
 */
export {
  ADULT_ITEMS,
  CHILD_ITEMS,
  PRACTICE_ITEMS,
  SCALE_LABELS,
  SURVEY_DOMAINS,
  SURVEY_LANGUAGES,
  scaleLabel,
  surveyItem,
  surveyItems,
  type SurveyDomain,
  type SurveyItem,
  type SurveyLanguage,
} from './items.ts';
export { answersFitForm, childSurveyOf, summariseForm, type ChildSurvey } from './answers.ts';
export { ASSENT_ITEM, createSurveyEngine, type SurveyEngine } from './engine.ts';
export { surveyTrialSchema, type SurveyTrialData } from './trial-schema.ts';
export { surveyTrial } from './trial-data.ts';
export { simulateSurvey } from './simulate.ts';
export { surveyClipTexts, surveyClips, introClips, practiceFeedback } from './instructions.ts';
export { SURVEY_TEXTS, ASSENT_BUTTONS, type SurveyTextKey } from './texts.ts';
