import { roundMs } from '../runtime/time.ts';
import type { ResponseSource } from '../trial-types.ts';
import { cellKey } from './cells.ts';
import type { MatrixStep } from './engine.ts';
import type { MatrixTrialData } from './trial-schema.ts';
import { MATRIX_ATTRIBUTES, type MatrixItem } from './types.ts';

/** The item's varying rules as text ('count:progression shape:distribution'). */
export const rulesText = (item: MatrixItem): string =>
  MATRIX_ATTRIBUTES.filter((a) => item.rules[a] !== 'constant')
    .map((a) => `${a}:${item.rules[a]}`)
    .join(' ');

/**
 * The data of one answered Puzzle Game trial (matrixTrialSchema), in the game and in simulation.
 * `response` is the chosen option's key (MatrixChoice.key), null when none was chosen.
 */
export function matrixTrialData(
  step: MatrixStep,
  answer: {
    response: string | null;
    source: ResponseSource | null;
    rtMs: number | null;
    onsetMs: number;
  },
): { correct: boolean; data: MatrixTrialData } {
  const { item } = step;
  const correct = answer.response === item.answer;
  return {
    correct,
    data: {
      stimulus: item.cells.map(cellKey).join(' '),
      correctResponse: item.answer,
      response: answer.response,
      responseSource: answer.source,
      correct: correct ? 1 : 0,
      rt: answer.rtMs === null ? null : roundMs(answer.rtMs),
      onset: roundMs(answer.onsetMs),
      part: item.part,
      ruleCount: item.ruleCount,
      rules: rulesText(item),
      options: step.options.map((o) => o.key),
      ...(step.practiceAttempt !== null ? { practiceAttempt: step.practiceAttempt } : {}),
    },
  };
}

/** Where a Puzzle Game trial is stored: block 'practice' or 'test', its part as subtask. */
export const matrixTrialPlace = (step: MatrixStep) => ({
  trialIndex: step.trialIndex,
  block: step.block,
  subtask: step.part,
  stage: step.stage,
  itemId: step.itemId,
});
