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
 * Counts of each answer per question of a form over a group's responses (those with at least one
 * answer). `people[i]` names who gave `responses[i]` (an adult may answer about several
 * children); by default each response is its own person. A form answered by fewer than
 * `minGroup` people is suppressed (its number of responses only), and so is a question answered
 * by fewer than `minGroup` people (no counts), so no one's answers can be read from the counts
 * of one request.
 */
export function summariseForm(
  form: SurveyForm,
  responses: readonly SurveyAnswers[],
  minGroup = SURVEY_MIN_GROUP,
  people: readonly string[] = responses.map((_, i) => String(i)),
): SurveyFormSummary {
  const answered = responses
    .map((answers, i) => ({ answers, person: people[i] ?? String(i) }))
    .filter((r) => Object.keys(r.answers).length > 0);
  const everyone = new Set(answered.map((r) => r.person)).size;
  const suppressed = answered.length > 0 && everyone < minGroup;
  const items =
    suppressed || answered.length === 0
      ? []
      : surveyItems(form).map((item) => {
          const counts = SURVEY_SCALE.map(() => 0);
          const who = new Set<string>();
          for (const { answers, person } of answered) {
            const answer = answers[item.id];
            if (answer === undefined) continue;
            counts[answer]! += 1;
            who.add(person);
          }
          return who.size > 0 && who.size < minGroup
            ? { itemId: item.id, counts: counts.map(() => 0), suppressed: true }
            : { itemId: item.id, counts };
        });
  return { form, respondents: answered.length, suppressed, items };
}
