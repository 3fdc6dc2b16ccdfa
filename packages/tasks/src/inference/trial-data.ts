import { roundMs } from '../runtime/time.ts';
import type { ResponseSource } from '../trial-types.ts';
import { isRight } from './bank.ts';
import type { InferenceStep } from './engine.ts';
import type { InferenceTrialData } from './trial-schema.ts';

/** What the child did on a question: the chosen option's id (null without one), how, and when. */
export interface InferenceAnswer {
  response: string | null;
  source: ResponseSource | null;
  rtMs: number | null;
  onsetMs: number;
  /** Whether the passage was read aloud ('Read it to me') before the answer. */
  readAloud: boolean;
}

/**
 * The data of one answered question (inferenceTrialSchema), in the game and in simulation, and
 * whether it was right (for feedback; the server judges again from the item id).
 */
export function inferenceTrialData(
  step: InferenceStep,
  answer: InferenceAnswer,
): { correct: boolean; data: InferenceTrialData } {
  const { question, passage } = step;
  const correct = isRight(question, answer.response);
  return {
    correct,
    data: {
      stimulus: question.text,
      inferenceType: question.type,
      passageId: passage.id,
      questionId: question.questionId,
      grade: passage.grade,
      options: question.options.map((option) => option.id),
      correctResponse: question.answer,
      response: answer.response,
      responseSource: answer.source,
      correct: correct ? 1 : 0,
      rt: answer.rtMs === null ? null : roundMs(Math.max(0, answer.rtMs)),
      onset: roundMs(Math.max(0, answer.onsetMs)),
      readAloud: answer.readAloud,
      ...(step.practiceAttempt !== null ? { practiceAttempt: step.practiceAttempt } : {}),
    },
  };
}

/** Where a question's trial is stored: block = its passage, subtask = its inference type. */
export const inferenceTrialPlace = (step: InferenceStep) => ({
  trialIndex: step.trialIndex,
  block: step.block,
  subtask: step.question.type,
  stage: step.stage,
  itemId: step.itemId,
});
