import { earlyMathParams } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import { ageBandOf } from './age-band.ts';
import { egmaClips } from './instructions.ts';
import { EGMA_VERSION } from './rules.ts';
import { egmaHeadline, egmaPracticeNotPassed, egmaSubscores, judgeEgmaRun } from './scoring.ts';
import { simulateEgma } from './simulate.ts';
import { EGMA_TASKS } from './tasks.ts';
import { egmaTrialSchema } from './trial-schema.ts';

export type EgmaParams = z.output<ReturnType<typeof earlyMathParams>>;

export const egmaParamsOf = () => earlyMathParams('en') as z.ZodType<EgmaParams>;

/**
 * The Math Game (egma-math): early-grade math blocks sized by the child's age (README.md); a block
 * ends after its run of consecutive errors. Scored as the test items right, with right and tried
 * per block (the slider also with its mean distance from the target). No norms.
 */
export const egmaDefinition = defineGame<EgmaParams>({
  game: 'egma-math',
  version: `${EGMA_VERSION}.0.0`,
  tasks: EGMA_TASKS,
  params: egmaParamsOf,
  // No time limit among its params.
  timeLimits: [],
  trialData: egmaTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'count',
    judge: judgeEgmaRun,
    headline: (_run, test) => egmaHeadline(test),
    // Every block ends on its own (its items or its errors): a run that reaches completion has
    // played them all.
    reachedEnd: () => true,
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS['early-math'],
    choices: 4,
    flags: (_run, judged) =>
      egmaPracticeNotPassed(judged).length > 0 ? ['practiceNotPassed'] : [],
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: (_run, judged) => {
      const blocks = egmaSubscores(judged);
      if (Object.keys(blocks).length === 0) return undefined;
      return {
        mathBlocks: Object.fromEntries(
          Object.entries(blocks).map(([block, { meanErrorPercent, ...counts }]) => [
            block,
            typeof meanErrorPercent === 'number' ? { ...counts, meanErrorPercent } : counts,
          ]),
        ),
      };
    },
  },
  report: { norms: 'none', skills: ['mathBlocks'], letterTopic: 'early-math' },
  speechClips: (taskId) => egmaClips(taskId),
  simulate: (_taskId, params, rng, child) =>
    simulateEgma(
      {
        practice: params.practice,
        ...(params.itemsPerBlock !== undefined ? { itemsPerBlock: params.itemsPerBlock } : {}),
      },
      // A simulated child's band follows its ability (the middle band around average).
      ageBandOf(null, String(Math.min(6, Math.max(0, Math.round(3 + child.theta))))),
      rng,
      child,
    ),
});
