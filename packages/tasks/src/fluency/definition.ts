import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import { defineGame } from '../registry/definition.ts';
import {
  factsToWorkOn,
  fluencyRawScore,
  judgeFluencyRun,
  percentRight,
  practiceNotPassed,
  reachedEnd,
} from './scoring.ts';
import { FLUENCY_VERSION, engineOptions, fluencyParamsOf, type FluencyParams } from './setup.ts';
import { simulateFluency } from './simulate.ts';
import { FLUENCY_TASKS } from './tasks.ts';
import { fluencyTrialSchema } from './trial-data.ts';

/** Answers a choice mode offers (the guessing rule's chance); typed answers have no chance rate. */
const CHOICES = { production: null, '2afc': 2, '6afc': 6 } as const;

/**
 * Math Facts (fluency-arf, -es) and Calculation Fluency (fluency-calf, -es): as many problems as
 * a child solves in timed blocks, typed or chosen. Scored by the answer mode's rule
 * (scoring.ts), with counts per operation (the trials' subtasks) and, for Math Facts, the
 * multiplication and division facts to work on. No norms.
 */
export const fluencyDefinition = defineGame<FluencyParams>({
  game: 'fluency',
  version: FLUENCY_VERSION,
  tasks: FLUENCY_TASKS,
  params: fluencyParamsOf,
  // Each block's time and each problem's time; without them a block ends with its problems.
  timeLimits: ['blockSeconds', 'itemSeconds'],
  trialData: fluencyTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'net-correct',
    judge: judgeFluencyRun,
    headline: (run, test) => ({
      rawScore: fluencyRawScore(run.params.responseMode, test),
      percentCorrect: percentRight(test),
    }),
    reachedEnd,
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.fluency,
    choices: (run) => CHOICES[run.params.responseMode],
    flags: (run, judged) => (practiceNotPassed(run, judged) ? ['practiceNotPassed'] : []),
    normable: () => 'yes',
    timeLimitSeconds: (run) =>
      run.params.blockSeconds === null ? null : run.params.blocks * run.params.blockSeconds,
    skills: (run, judged) => {
      const facts = factsToWorkOn(run, judged);
      return facts.length > 0 ? { factsToWorkOn: facts } : undefined;
    },
  },
  report: { norms: 'none', skills: ['mathFacts'], letterTopic: 'math-facts' },
  speechClips: () => null,
  simulate: (taskId, params, rng, child) =>
    simulateFluency(
      { ...engineOptions(taskId, params, rng.seed), itemSeconds: params.itemSeconds },
      rng,
      child,
    ),
});
