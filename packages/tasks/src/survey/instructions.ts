import type { ItemClipGroup } from '../choice/clip-texts.ts';
import { CHILD_ITEMS, PRACTICE_ITEMS, type SurveyLanguage } from './items.ts';
import type { QuestionStep, SurveyStep } from './steps.ts';
import { surveyClipGroup } from './tasks.ts';
import { SURVEY_TEXTS, type SurveyTextKey } from './texts.ts';

/**
 * Everything the survey says, as speech clips of one group per language (`<task>` in English,
 * `<task>-es` in Spanish): the texts of texts.ts by key, and each question by its item id.
 */
export function surveyClipTexts(language: SurveyLanguage): Record<string, string> {
  const texts: Record<string, string> = { ...SURVEY_TEXTS[language] };
  for (const item of [...PRACTICE_ITEMS, ...CHILD_ITEMS]) texts[item.id] = item.text[language];
  return texts;
}

/** The survey's clips, both languages. */
export const surveyClips = (taskId: string): ItemClipGroup[] =>
  (['en', 'es'] as const).map((language) => ({
    group: surveyClipGroup(taskId, language),
    language,
    texts: surveyClipTexts(language),
  }));

/**
 * Said (each with its text and a continue button) before a step: the introduction before the
 * assent question; the scale before the first practice question, a reminder before the first
 * survey question.
 */
export function introClips(step: SurveyStep): SurveyTextKey[] {
  if (step.kind === 'assent') return ['intro'];
  if (!step.opensStage) return [];
  return [step.stage === 'practice' ? 'practice-intro' : 'test-intro'];
}

/** After a practice answer: what the child chose ('chose-<answer>'). */
export const practiceFeedback = (step: QuestionStep, response: string): SurveyTextKey[] =>
  step.stage === 'practice' && /^[0-3]$/.test(response)
    ? [`chose-${response}` as SurveyTextKey]
    : [];
