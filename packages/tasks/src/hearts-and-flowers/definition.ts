import { heartsAndFlowersParams } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import { hfClips } from './instructions.ts';
import { HF_VERSION } from './rules.ts';
import {
  hfHeadline,
  hfMeasures,
  hfPracticeNotPassed,
  hfReachedEnd,
  judgeHfRun,
} from './scoring.ts';
import { simulateHf } from './simulate.ts';
import { HF_TASKS } from './tasks.ts';
import { hfTrialSchema } from './trial-schema.ts';

export type HfParams = z.output<ReturnType<typeof heartsAndFlowersParams>>;

export const hfParamsOf = () => heartsAndFlowersParams('en') as z.ZodType<HfParams>;

/**
 * Hearts and Flowers (hearts-and-flowers): press on the heart's side, opposite the flower's;
 * four blocks (README.md), sides and shapes from the run's seed. Scored as the test trials right,
 * with right, tried, median time and (mixed blocks) switch cost per block. No norms.
 */
export const hfDefinition = defineGame<HfParams>({
  game: 'hearts-and-flowers',
  version: `${HF_VERSION}.0.0`,
  tasks: HF_TASKS,
  params: hfParamsOf,
  // None: its short response windows (rules.ts) are part of what it measures (control under time
  // pressure), like an exposure; an accommodation leaves them (docs/decisions, accommodations).
  timeLimits: [],
  trialData: hfTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'count',
    judge: judgeHfRun,
    headline: (_run, test) => hfHeadline(test),
    reachedEnd: hfReachedEnd,
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.cognition,
    choices: 2,
    flags: (_run, judged) => (hfPracticeNotPassed(judged).length > 0 ? ['practiceNotPassed'] : []),
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: (_run, judged) => {
      const measures = hfMeasures(judged);
      return measures.length > 0 ? { measures } : undefined;
    },
  },
  report: { norms: 'none', skills: ['measures'], letterTopic: 'attention' },
  speechClips: (taskId) => hfClips(taskId),
  simulate: (_taskId, params, rng, child) =>
    simulateHf(
      { seed: rng.seed, practice: params.practice, trialsPerBlock: params.trialsPerBlock },
      rng,
      child,
    ),
});
