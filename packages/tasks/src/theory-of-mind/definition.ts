import { storiesParams } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import { theoryOfMindClips } from './instructions.ts';
import { THEORY_OF_MIND_VERSION } from './rules.ts';
import {
  judgeTheoryOfMindRun,
  theoryOfMindChoices,
  theoryOfMindHeadline,
  theoryOfMindMeasures,
  theoryOfMindPracticeNotPassed,
  theoryOfMindReachedEnd,
} from './scoring.ts';
import { simulateTheoryOfMind } from './simulate.ts';
import { THEORY_OF_MIND_TASKS } from './tasks.ts';
import { theoryOfMindTrialSchema } from './trial-schema.ts';

/** numTrials: the number of test stories told (the first ones of the bank's fixed order). */
export type TheoryOfMindParams = z.output<ReturnType<typeof storiesParams>>;

export const theoryOfMindParamsOf = () => storiesParams('en') as z.ZodType<TheoryOfMindParams>;

/**
 * The Stories Game (theory-of-mind): short narrated stories told in pictures, with questions on
 * what the characters think, feel and mean to do (README.md). Scored as the false-belief, emotion
 * and intention questions right, with right, tried and the median time of right answers per
 * question type (control questions apart). No norms.
 */
export const theoryOfMindDefinition = defineGame<TheoryOfMindParams>({
  game: 'theory-of-mind',
  version: `${THEORY_OF_MIND_VERSION}.0.0`,
  tasks: THEORY_OF_MIND_TASKS,
  params: theoryOfMindParamsOf,
  // No time limit among its params.
  timeLimits: [],
  trialData: theoryOfMindTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'count',
    judge: judgeTheoryOfMindRun,
    headline: (_run, test) => theoryOfMindHeadline(test),
    reachedEnd: (run, test) => theoryOfMindReachedEnd(run, test),
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.cognition,
    // Two or three options per question: the most common count of the run's questions.
    choices: (run) => theoryOfMindChoices(run),
    flags: (_run, judged) =>
      theoryOfMindPracticeNotPassed(judged).length > 0 ? ['practiceNotPassed'] : [],
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: (_run, judged) => {
      const measures = theoryOfMindMeasures(judged);
      return measures.length > 0 ? { measures } : undefined;
    },
  },
  report: { norms: 'none', skills: ['measures'], letterTopic: 'understanding-others' },
  speechClips: (taskId) => theoryOfMindClips(taskId),
  simulate: (_taskId, params, rng, child) =>
    simulateTheoryOfMind(
      {
        practice: params.practice,
        ...(params.numTrials !== undefined ? { numTrials: params.numTrials } : {}),
      },
      rng,
      child,
    ),
});
