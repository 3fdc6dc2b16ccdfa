import {
  SURVEY_MIN_GROUP,
  SURVEY_SCALE,
  type SurveyAnswer,
  type SurveyAnswers,
  type SurveyForm,
  type SurveyFormSummary,
} from '@roar/contracts';
import type { StoredTrial } from '../registry/definition.ts';
import { ASSENT_ITEM } from './engine.ts';
import { surveyItems, type SurveyLanguage } from './items.ts';
import { surveyTrialSchema } from './trial-schema.ts';

/** What a child's survey run holds, read from its stored trials alone. */
export interface ChildSurvey {
  /** The child said no to the assent question. */
  declined: boolean;
  language: SurveyLanguage | null;
  /** The survey questions answered (practice left out). */
  answers: SurveyAnswers;
}

const isAnswer = (value: string): boolean => /^[0-3]$/.test(value);

/** The child's answers in a survey run's trials (anything not of the survey is ignored). */
export function childSurveyOf(trials: readonly StoredTrial[]): ChildSurvey {
  const questions = new Set(surveyItems('child').map((item) => item.id));
  const survey: ChildSurvey = { declined: false, language: null, answers: {} };
  for (const trial of trials) {
    const parsed = surveyTrialSchema.safeParse(trial.data);
    if (!parsed.success || trial.stage !== 'test' || !trial.itemId) continue;
    const { response, language } = parsed.data;
    survey.language ??= language;
    if (trial.itemId === ASSENT_ITEM) survey.declined = response === 'no';
    else if (questions.has(trial.itemId) && isAnswer(response)) {
      survey.answers[trial.itemId] = Number(response) as SurveyAnswer;
    }
  }
  return survey;
}

/** Whether every answer is to a question of the form. */
export function answersFitForm(form: SurveyForm, answers: SurveyAnswers): boolean {
  const ids = new Set(surveyItems(form).map((item) => item.id));
  return Object.keys(answers).every((id) => ids.has(id));
}

/**
 * Counts of each answer per question of a form over a group's respondents (those who answered
 * at least one question); a group of fewer than `minGroup` respondents is suppressed: its count
 * of respondents only, so no one's answers can be told from the counts.
 */
export function summariseForm(
  form: SurveyForm,
  respondents: readonly SurveyAnswers[],
  minGroup = SURVEY_MIN_GROUP,
): SurveyFormSummary {
  const answered = respondents.filter((answers) => Object.keys(answers).length > 0);
  const suppressed = answered.length > 0 && answered.length < minGroup;
  const items =
    suppressed || answered.length === 0
      ? []
      : surveyItems(form).map((item) => {
          const counts = SURVEY_SCALE.map(() => 0);
          for (const answers of answered) {
            const answer = answers[item.id];
            if (answer !== undefined) counts[answer]! += 1;
          }
          return { itemId: item.id, counts };
        });
  return { form, respondents: answered.length, suppressed, items };
}
