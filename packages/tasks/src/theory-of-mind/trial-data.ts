import { roundMs } from '../runtime/time.ts';
import type { ResponseSource } from '../trial-types.ts';
import { isRight } from './bank.ts';
import type { QuestionStep } from './engine.ts';
import type { TheoryOfMindTrialData } from './trial-schema.ts';

/** What the child did on a question: the chosen option's id (null without one), how, and when. */
export interface TheoryOfMindAnswer {
  response: string | null;
  source: ResponseSource | null;
  rtMs: number | null;
  onsetMs: number;
}

/**
 * The data of one answered question (theoryOfMindTrialSchema), in the game and in simulation,
 * and whether it was right (for feedback; the server judges again from the item id).
 */
export function theoryOfMindTrialData(
  step: QuestionStep,
  answer: TheoryOfMindAnswer,
): { correct: boolean; data: TheoryOfMindTrialData } {
  const correct = isRight(step.question, answer.response);
  return {
    correct,
    data: {
      stimulus: step.text,
      questionType: step.questionType,
      storyId: step.storyId,
      questionId: step.questionId,
      sceneId: step.scene.id,
      options: step.options.map((option) => option.id),
      correctResponse: step.question.answer,
      response: answer.response,
      responseSource: answer.source,
      correct: correct ? 1 : 0,
      rt: answer.rtMs === null ? null : roundMs(Math.max(0, answer.rtMs)),
      onset: roundMs(Math.max(0, answer.onsetMs)),
      ...(step.practiceAttempt !== null ? { practiceAttempt: step.practiceAttempt } : {}),
    },
  };
}

/** Where a question's trial is stored: block = its story, subtask = its question type. */
export const theoryOfMindTrialPlace = (step: QuestionStep) => ({
  trialIndex: step.trialIndex,
  block: step.block,
  subtask: step.questionType,
  stage: step.stage,
  itemId: step.itemId,
});
