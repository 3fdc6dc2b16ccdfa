import { roundMs } from '../runtime/time.ts';
import type { GameTrial, ResponseSource } from '../trial-types.ts';
import type { SurveyStep } from './steps.ts';
import type { SurveyTrialData } from './trial-schema.ts';

/** What the child did on a step: the answer, how, and when. */
export interface SurveyResponse {
  response: string;
  source: ResponseSource | null;
  rtMs: number | null;
  onsetMs: number;
}

/** The trial of an answered step (surveyTrialSchema), in the game and in simulation. */
export function surveyTrial(step: SurveyStep, answer: SurveyResponse): GameTrial {
  const data: SurveyTrialData = {
    stimulus: step.text,
    response: answer.response as SurveyTrialData['response'],
    responseSource: answer.source,
    rt: answer.rtMs === null ? null : roundMs(Math.max(0, answer.rtMs)),
    onset: roundMs(Math.max(0, answer.onsetMs)),
    language: step.language,
  };
  return {
    trialIndex: step.trialIndex,
    stage: step.stage,
    itemId: step.itemId,
    ...(step.kind === 'question' ? { block: step.item.domain, subtask: step.item.domain } : {}),
    data,
  };
}
