import { cognitionItemsParams } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import { sameDifferentClips } from './instructions.ts';
import { SAME_DIFFERENT_VERSION } from './rules.ts';
import {
  judgeSameDifferentRun,
  sameDifferentHeadline,
  sameDifferentMeasures,
  sameDifferentPracticeNotPassed,
  sameDifferentReachedEnd,
} from './scoring.ts';
import { simulateSameDifferent } from './simulate.ts';
import { SAME_DIFFERENT_TASKS } from './tasks.ts';
import { sameDifferentTrialSchema } from './trial-schema.ts';

export type SameDifferentParams = z.output<ReturnType<typeof cognitionItemsParams>>;

export const sameDifferentParamsOf = () =>
  cognitionItemsParams('en') as z.ZodType<SameDifferentParams>;

/**
 * The Shapes Game (same-different-selection): phase 1 asks whether two cards are the same on a
 * named dimension, phase 2 asks for the two cards that match or the one that is different
 * (README.md). Scored as the test items right, with right, tried and the median time of right
 * answers per phase. No norms.
 */
export const sameDifferentDefinition = defineGame<SameDifferentParams>({
  game: 'same-different',
  version: `${SAME_DIFFERENT_VERSION}.0.0`,
  tasks: SAME_DIFFERENT_TASKS,
  params: sameDifferentParamsOf,
  // No time limit among its params.
  timeLimits: [],
  trialData: sameDifferentTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'count',
    judge: judgeSameDifferentRun,
    headline: (_run, test) => sameDifferentHeadline(test),
    reachedEnd: (run, test) => sameDifferentReachedEnd(run, test),
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.cognition,
    // No one chance rate: one in two in phase 1, one in three to six in phase 2.
    choices: () => null,
    flags: (_run, judged) =>
      sameDifferentPracticeNotPassed(judged).length > 0 ? ['practiceNotPassed'] : [],
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: (_run, judged) => {
      const measures = sameDifferentMeasures(judged);
      return measures.length > 0 ? { measures } : undefined;
    },
  },
  report: { norms: 'none', skills: ['measures'], letterTopic: 'comparing' },
  speechClips: (taskId) => sameDifferentClips(taskId),
  simulate: (_taskId, params, rng, child) =>
    simulateSameDifferent(
      {
        practice: params.practice,
        ...(params.numTrials !== undefined ? { numTrials: params.numTrials } : {}),
      },
      rng,
      child,
    ),
});
