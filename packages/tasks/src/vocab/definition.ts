import { vocabParams } from '@roar/contracts';
import type { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import { VOCAB_CHOICES, vocabBank } from './bank.ts';
import { vocabClips } from './clips.ts';
import type { VocabParams } from './params.ts';
import { VOCAB_THRESHOLDS, VOCAB_VERSION } from './rules.ts';
import { judgeVocabRun, vocabFlags, vocabHeadline, vocabReachedEnd } from './scoring.ts';
import { simulateVocab } from './simulate.ts';
import { VOCAB_TASKS } from './tasks.ts';
import { vocabTrialSchema } from './trial-schema.ts';

/**
 * Picture Vocabulary (vocab): a spoken word and four pictures, English or Spanish by the variant;
 * practice with feedback, then an adaptive test in three blocks with a catch item in each, scored
 * as an EAP ability estimate from provisional item parameters (README.md) on the 100-900 scale,
 * with the percent of adaptive items right.
 */
export const vocabDefinition = defineGame<VocabParams>({
  game: 'vocab',
  version: VOCAB_VERSION,
  tasks: VOCAB_TASKS,
  params: (taskId) => {
    const task = VOCAB_TASKS.find((t) => t.id === taskId);
    return vocabParams(task?.language ?? 'en') as unknown as z.ZodType<VocabParams>;
  },
  // The test's optional time limit: an accommodation lengthens or removes it.
  timeLimits: ['timeLimitSeconds'],
  trialData: vocabTrialSchema,
  scoring: {
    mode: 'scored',
    // 2: the ability prior is the student's grade's (ADR 048), not N(0, 1.5).
    version: '2',
    scale: 'roar-score',
    judge: judgeVocabRun,
    headline: vocabHeadline,
    reachedEnd: vocabReachedEnd,
    reliabilityBlocks: () => null,
    thresholds: VOCAB_THRESHOLDS,
    choices: VOCAB_CHOICES,
    flags: (_run, judged) => vocabFlags(judged),
    normable: () => 'yes',
    timeLimitSeconds: (run) => run.params.timeLimitSeconds ?? null,
    skills: () => undefined,
  },
  report: { norms: 'provisional', skills: [], letterTopic: 'vocabulary' },
  speechClips: () => [vocabClips('en'), vocabClips('es')],
  // Adaptive: exposure control, and a retest avoids the items of the last 120 days (ADR 053).
  adaptiveBankSize: (_taskId, params) =>
    vocabBank(params.language === 'es' ? 'es' : 'en').test.length,
  simulate: (_taskId, params, rng, child) => simulateVocab(params, rng, child),
});
