import { surveyParams } from '@roar/contracts';
import type { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import { progressOnlyScoring } from '../registry/progress-only.ts';
import { surveyClips } from './instructions.ts';
import { SURVEY_TASKS } from './tasks.ts';
import { simulateSurvey } from './simulate.ts';
import { surveyTrialSchema } from './trial-schema.ts';

/** language: the survey's (its questions, speech and answers); practice: two questions first. */
export type SurveyParams = z.output<ReturnType<typeof surveyParams>>;

/**
 * The Thoughts and Feelings survey (docs/decisions/028-survey.md): a child's answers on a
 * 4-point scale, stored as the run's trials and never scored: progress only. Reports read the
 * answers from the trials (answers.ts).
 */
export const surveyDefinition = defineGame<SurveyParams>({
  game: 'survey',
  version: '1.0.0',
  tasks: SURVEY_TASKS,
  params: () => surveyParams('en') as z.ZodType<SurveyParams>,
  // No time limit among its params.
  timeLimits: [],
  trialData: surveyTrialSchema,
  scoring: progressOnlyScoring<SurveyParams>(),
  report: { norms: 'none', skills: [], letterTopic: null },
  speechClips: (taskId) => surveyClips(taskId),
  simulate: (_taskId, params, rng, child) =>
    simulateSurvey({ language: params.language, practice: params.practice }, rng, child),
});
