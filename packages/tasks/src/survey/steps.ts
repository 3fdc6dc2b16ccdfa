import type { SurveyItem, SurveyLanguage } from './items.ts';

/** The steps of the survey game (engine.ts). */
interface StepBase {
  trialIndex: number;
  stage: 'practice' | 'test';
  itemId: string;
  language: SurveyLanguage;
  /** The text shown and spoken (the clip `itemId`, or 'assent'). */
  text: string;
}

/** Whether the child wants to answer (first step of every run). */
export interface AssentStep extends StepBase {
  kind: 'assent';
}

/** A question on the 4-point scale; `opensStage`: the first of its stage. */
export interface QuestionStep extends StepBase {
  kind: 'question';
  item: SurveyItem;
  opensStage: boolean;
}

export type SurveyStep = AssentStep | QuestionStep;
