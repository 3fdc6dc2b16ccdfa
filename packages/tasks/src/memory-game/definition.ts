import { memoryGameParams } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import { memoryClips } from './instructions.ts';
import { gridOf, MEMORY_VERSION } from './rules.ts';
import {
  judgeMemoryRun,
  memoryHeadline,
  memoryMeasures,
  memoryPracticeNotPassed,
  memoryReachedEnd,
} from './scoring.ts';
import { simulateMemory } from './simulate.ts';
import { MEMORY_TASKS } from './tasks.ts';
import { memoryTrialSchema } from './trial-schema.ts';

export type MemoryParams = z.output<ReturnType<typeof memoryGameParams>>;

export const memoryParamsOf = () => memoryGameParams('en') as z.ZodType<MemoryParams>;

/**
 * The Memory Game (memory-game): Corsi blocks, forward then backward, on a 2x2 or 3x3 board
 * (README.md). Scored as the test sequences repeated right, with right, tried and the span per
 * phase. No norms; no guessing rule (a sequence is not a choice among a few).
 */
export const memoryDefinition = defineGame<MemoryParams>({
  game: 'memory-game',
  version: `${MEMORY_VERSION}.0.0`,
  tasks: MEMORY_TASKS,
  params: memoryParamsOf,
  // No time limit among its params.
  timeLimits: [],
  trialData: memoryTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'count',
    judge: judgeMemoryRun,
    headline: (_run, test) => memoryHeadline(test),
    reachedEnd: memoryReachedEnd,
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.cognition,
    choices: () => null,
    flags: (_run, judged) =>
      memoryPracticeNotPassed(judged).length > 0 ? ['practiceNotPassed'] : [],
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: (_run, judged) => {
      const measures = memoryMeasures(judged);
      return measures.length > 0 ? { measures } : undefined;
    },
  },
  report: { norms: 'none', skills: ['measures'], letterTopic: 'memory' },
  speechClips: (taskId) => memoryClips(taskId),
  simulate: (_taskId, params, rng, child) =>
    simulateMemory(
      {
        practice: params.practice,
        ...(params.trialsPerBlock !== undefined ? { trialsPerBlock: params.trialsPerBlock } : {}),
      },
      // A simulated child's grade follows its ability (grade 3 around average), as its board.
      gridOf({
        ageMonths: null,
        grade: String(Math.min(12, Math.max(1, Math.round(3 + child.theta)))),
      }),
      rng,
      child,
    ),
});
