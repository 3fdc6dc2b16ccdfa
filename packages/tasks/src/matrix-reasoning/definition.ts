import { cognitionItemsParams } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import { matrixClips } from './instructions.ts';
import { MATRIX_CHOICES, MATRIX_VERSION } from './rules.ts';
import {
  judgeMatrixRun,
  matrixFlags,
  matrixHeadline,
  matrixMeasures,
  matrixReachedEnd,
} from './scoring.ts';
import { simulateMatrix } from './simulate.ts';
import { MATRIX_TASKS } from './tasks.ts';
import { matrixTrialSchema } from './trial-schema.ts';

export type MatrixParams = z.output<ReturnType<typeof cognitionItemsParams>>;

export const matrixParamsOf = () => cognitionItemsParams('en') as z.ZodType<MatrixParams>;

/**
 * The Puzzle Game (matrix-reasoning): 3x3 matrices with the last cell missing, four options,
 * generated from a fixed seed (README.md); practice, then test items in rising difficulty until
 * four errors in a row. Scored as the test items right, with a provisional ability estimate and
 * right, tried and time per number of rules. No norms.
 */
export const matrixDefinition = defineGame<MatrixParams>({
  game: 'matrix-reasoning',
  version: `${MATRIX_VERSION}.0.0`,
  tasks: MATRIX_TASKS,
  params: matrixParamsOf,
  // No time limit among its params.
  timeLimits: [],
  trialData: matrixTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'count',
    judge: judgeMatrixRun,
    headline: (_run, test) => matrixHeadline(test),
    reachedEnd: matrixReachedEnd,
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.cognition,
    choices: MATRIX_CHOICES,
    flags: (_run, judged) => matrixFlags(judged),
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: (_run, judged) => {
      const measures = matrixMeasures(judged);
      return measures.length > 0 ? { measures } : undefined;
    },
  },
  report: { norms: 'none', skills: ['measures'], letterTopic: 'reasoning' },
  speechClips: (taskId) => matrixClips(taskId),
  simulate: (_taskId, params, rng, child) =>
    simulateMatrix(
      { practice: params.practice, numTrials: params.numTrials },
      rng.seed,
      rng,
      child,
    ),
});
