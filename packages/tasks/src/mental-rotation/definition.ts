import { cognitionItemsParams } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import { rotationClips } from './instructions.ts';
import { ROTATION_VERSION } from './rules.ts';
import {
  judgeRotationRun,
  rotationHeadline,
  rotationMeasures,
  rotationPracticeNotPassed,
  rotationReachedEnd,
} from './scoring.ts';
import { simulateRotation } from './simulate.ts';
import { ROTATION_TASKS } from './tasks.ts';
import { rotationTrialSchema } from './trial-schema.ts';

export type RotationParams = z.output<ReturnType<typeof cognitionItemsParams>>;

export const rotationParamsOf = () => cognitionItemsParams('en') as z.ZodType<RotationParams>;

/**
 * The Matching Game (mental-rotation): a picture on top, below it the same picture turned and its
 * mirror image turned as much; the child picks the one that is the same (README.md). Scored as
 * the test items right, with accuracy and time by angle. No norms.
 */
export const rotationDefinition = defineGame<RotationParams>({
  game: 'mental-rotation',
  version: `${ROTATION_VERSION}.0.0`,
  tasks: ROTATION_TASKS,
  params: rotationParamsOf,
  // No time limit among its params.
  timeLimits: [],
  trialData: rotationTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'count',
    judge: judgeRotationRun,
    headline: (_run, test) => rotationHeadline(test),
    reachedEnd: rotationReachedEnd,
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.cognition,
    choices: 2,
    flags: (_run, judged) =>
      rotationPracticeNotPassed(judged).length > 0 ? ['practiceNotPassed'] : [],
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: (_run, judged) => {
      const measures = rotationMeasures(judged);
      return measures.length > 0 ? { measures } : undefined;
    },
  },
  report: { norms: 'none', skills: ['measures'], letterTopic: 'spatial-thinking' },
  speechClips: (taskId) => rotationClips(taskId),
  simulate: (_taskId, params, rng, child) =>
    simulateRotation({ practice: params.practice, numTrials: params.numTrials }, rng, child),
});
