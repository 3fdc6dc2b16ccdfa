import { inferenceParams } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS, type ReliabilityThresholds } from '@roar/scoring';
import type { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import { inferenceClips } from './instructions.ts';
import {
  INFERENCE_ACCURACY_THRESHOLD,
  INFERENCE_CHOICES,
  INFERENCE_MIN_RESPONSES,
  INFERENCE_VERSION,
} from './rules.ts';
import {
  inferenceFlags,
  inferenceHeadline,
  inferenceMeasures,
  inferenceReachedEnd,
  judgeInferenceRun,
} from './scoring.ts';
import { simulateInference } from './simulate.ts';
import { INFERENCE_TASKS } from './tasks.ts';
import { inferenceTrialSchema } from './trial-schema.ts';

/** numTrials: the number of test passages given (the first ones of the bank's fixed order). */
export type InferenceParams = z.output<ReturnType<typeof inferenceParams>>;

export const inferenceParamsOf = () => inferenceParams('en') as z.ZodType<InferenceParams>;

/**
 * Reliability: the four-choice games' rules (at least ten answers), and also unreliable when the
 * accuracy is not clearly above chance ('accuracyTooLow' at 35%: a child answering at random
 * over the standard run goes above it about 3 times in 100) or a practice question was given up.
 */
export const INFERENCE_THRESHOLDS: ReliabilityThresholds = {
  ...DEFAULT_RELIABILITY_THRESHOLDS['four-choice'],
  accuracyThreshold: INFERENCE_ACCURACY_THRESHOLD,
  minResponses: INFERENCE_MIN_RESPONSES,
  includedFlags: [
    'notEnoughResponses',
    'accuracyTooLow',
    'accuracyTooLowAndResponseTimeTooFast',
    'practiceNotPassed',
  ],
};

/**
 * The Inference Game (roar-inference): short passages read on screen (and read aloud on
 * request), each with one or two four-option questions whose answer the passage implies
 * (README.md). Scored as a provisional EAP ability from provisional item parameters, on the
 * 100-900 scale, with the percent right and right/tried per inference type; percentiles and
 * support levels from provisional norms.
 */
export const inferenceDefinition = defineGame<InferenceParams>({
  game: 'inference',
  version: `${INFERENCE_VERSION}.0.0`,
  tasks: INFERENCE_TASKS,
  params: inferenceParamsOf,
  // No time limit among its params.
  timeLimits: [],
  trialData: inferenceTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'roar-score',
    judge: judgeInferenceRun,
    headline: (_run, test) => inferenceHeadline(test),
    reachedEnd: (run, test) => inferenceReachedEnd(run, test),
    reliabilityBlocks: () => null,
    thresholds: INFERENCE_THRESHOLDS,
    choices: INFERENCE_CHOICES,
    flags: (_run, judged) => inferenceFlags(judged),
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: (_run, judged) => {
      const measures = inferenceMeasures(judged);
      return measures.length > 0 ? { measures } : undefined;
    },
  },
  report: { norms: 'provisional', skills: ['measures'], letterTopic: 'reading-between-the-lines' },
  speechClips: (taskId) => inferenceClips(taskId),
  simulate: (_taskId, params, rng, child) =>
    simulateInference(
      {
        practice: params.practice,
        ...(params.numTrials !== undefined ? { numTrials: params.numTrials } : {}),
        maxConsecutiveErrors: params.maxConsecutiveErrors,
      },
      rng,
      child,
    ),
});
