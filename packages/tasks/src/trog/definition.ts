import { syntaxParams } from '@roar/contracts';
import {
  DEFAULT_RELIABILITY_THRESHOLDS,
  GUESSING_FLAG,
  type ReliabilityThresholds,
} from '@roar/scoring';
import type { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import type { WithTimeLimits } from '../registry/time-limits.ts';
import { syntaxClips } from './instructions.ts';
import { SYNTAX_CHOICES, SYNTAX_VERSION } from './rules.ts';
import {
  judgeSyntaxRun,
  syntaxFlags,
  syntaxHeadline,
  syntaxMeasures,
  syntaxReachedEnd,
  syntaxSupportLevel,
} from './scoring.ts';
import { simulateSyntax } from './simulate.ts';
import { SYNTAX_TASKS } from './tasks.ts';
import { syntaxTrialSchema } from './trial-schema.ts';

/** The variant's params; the time limit is null when a time accommodation removed it. */
export type SyntaxParams = WithTimeLimits<
  z.output<ReturnType<typeof syntaxParams>>,
  'timeLimitSeconds'
>;

export const syntaxParamsOf = () => syntaxParams('en') as unknown as z.ZodType<SyntaxParams>;

/**
 * Reliability as the original's four-choice language tasks (at least ten answers; not too fast
 * and inaccurate); a practice given up, or answers at chance (over ten answers or more, not
 * significantly more right than one in four), also make a run unreliable.
 */
export const SYNTAX_THRESHOLDS: ReliabilityThresholds = {
  ...DEFAULT_RELIABILITY_THRESHOLDS['four-choice'],
  includedFlags: [
    ...DEFAULT_RELIABILITY_THRESHOLDS['four-choice'].includedFlags,
    'practiceNotPassed',
    GUESSING_FLAG,
  ],
};

/**
 * The Syntax Game (trog): a spoken sentence and four pictures that differ only in what its
 * grammar decides; 20 blocks of 4 sentences, one structure each, in rising difficulty, until 4
 * wrong answers in a row (a variant's choice) or 5 minutes (README.md). Scored as a provisional
 * ability on the 100-900 scale, percent correct, and right and tried per structure. No norms:
 * a provisional support level for grades 6 and up.
 */
export const syntaxDefinition = defineGame<SyntaxParams>({
  game: 'trog',
  version: `${SYNTAX_VERSION}.0.0`,
  tasks: SYNTAX_TASKS,
  params: syntaxParamsOf,
  // The overall limit of the test (time on the sentences' screens).
  timeLimits: ['timeLimitSeconds'],
  trialData: syntaxTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'roar-score',
    judge: judgeSyntaxRun,
    headline: (_run, test) => syntaxHeadline(test),
    reachedEnd: syntaxReachedEnd,
    reliabilityBlocks: () => null,
    thresholds: SYNTAX_THRESHOLDS,
    choices: SYNTAX_CHOICES,
    // The stop rule ends a guesser's run after a dozen answers or so, where luck alone lifts a
    // quarter of them above one in four: the binomial rule flags them (README.md, Reliability).
    guessingRule: 'not-above-chance',
    flags: (_run, judged) => syntaxFlags(judged),
    normable: () => 'yes',
    timeLimitSeconds: (run) => run.params.timeLimitSeconds,
    skills: (_run, judged) => {
      const measures = syntaxMeasures(judged);
      return measures.length > 0 ? { measures } : undefined;
    },
    supportLevel: (_run, judged, student) => syntaxSupportLevel(judged, student),
    supportLevelKind: 'provisional',
  },
  report: { norms: 'none', skills: ['measures'], letterTopic: 'understanding-sentences' },
  speechClips: (taskId) => syntaxClips(taskId),
  simulate: (_taskId, params, rng, child) =>
    simulateSyntax(
      {
        practice: params.practice,
        blocks: params.blocks,
        itemsPerBlock: params.itemsPerBlock,
        maxConsecutiveErrors: params.maxConsecutiveErrors,
        timeLimitSeconds: params.timeLimitSeconds,
      },
      rng,
      child,
    ),
});
