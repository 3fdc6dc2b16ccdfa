import type { TrialResponse } from '../trial-types.ts';
import { roundMs } from '../runtime/time.ts';
import type { TwoChoice } from '../trial-types.ts';
import type { SentenceStep } from './engine.ts';

const answerOf = (truth: boolean) => (truth ? 'true' : 'false');

/** The data record of one answered Sentence trial (sentenceTrialSchema). */
export function sentenceTrialData(input: {
  step: SentenceStep;
  response: Pick<TrialResponse<TwoChoice>, 'choice' | 'source' | 'rtMs'>;
  onsetMs: number;
  elapsedMs: number | undefined;
  /** The test's time limit; Infinity for none. */
  limitMs: number;
  /** Statements in the form (test) or the practice set. */
  formSize: number;
}): { correct: boolean; data: Record<string, unknown> } {
  const { step, response } = input;
  const said = response.choice === 'right';
  const correct = said === step.item.answer;
  return {
    correct,
    data: {
      stimulus: step.item.text,
      form: step.item.form,
      correctResponse: answerOf(step.item.answer),
      response: answerOf(said),
      responseSource: response.source,
      correct: correct ? 1 : 0,
      rt: roundMs(response.rtMs),
      onset: input.onsetMs,
      ...(input.elapsedMs !== undefined ? { elapsedMs: Math.round(input.elapsedMs) } : {}),
      // No limit (an untimed accommodation) is recorded as none: JSON has no Infinity.
      ...(Number.isFinite(input.limitMs) ? { timeLimitMs: input.limitMs } : {}),
      formSize: input.formSize,
    },
  };
}
