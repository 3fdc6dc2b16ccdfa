import { PA_SUBTESTS, phonemeParams } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { z } from 'zod';
import { subtaskClips } from '../choice/clip-texts.ts';
import { countHeadline, fewestOptions, judgeChoiceRun } from '../choice/judge.ts';
import { simulateChoiceGame } from '../choice/simulate.ts';
import { choiceTrialSchema } from '../choice/trial-schema.ts';
import { paBank } from '../pa-bank/index.ts';
import { defineGame, speechLanguage, taskLanguage } from '../registry/definition.ts';
import {
  PHONEME_VERSION,
  phonemeSections,
  type PhonemeParams,
  type PhonemeTaskId,
} from './sections.ts';
import { phonemeSubtestStops } from './stop-rule.ts';
import { PHONEME_TASKS } from './tasks.ts';

/**
 * A phoneme subtest is to work on below this share correct of its test items (the phoneme
 * task's accuracy threshold, docs/product/scoring.md section 5), or when it has no test answers.
 */
export const PHONEME_WORK_ON_BELOW = 0.6;

const languageOf = (taskId: string) => speechLanguage(taskLanguage(PHONEME_TASKS, taskId));

/**
 * The Phoneme game (phonological awareness), pa and pa-es: three subtests (first sound, last
 * sound, deletion) with a stop rule, scored as the number correct over them; each subtest is
 * judged on its own for reliability.
 */
export const phonemeDefinition = defineGame<PhonemeParams>({
  game: 'phoneme',
  version: PHONEME_VERSION,
  tasks: PHONEME_TASKS,
  params: (taskId) => phonemeParams(languageOf(taskId)) as z.ZodType<PhonemeParams>,
  // No time limit among its params.
  timeLimits: [],
  trialData: choiceTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'count',
    judge: (run) => judgeChoiceRun(run, phonemeSections(run.taskId as PhonemeTaskId, run.params)),
    headline: (_run, test) => countHeadline(test),
    reachedEnd: () => true,
    reliabilityBlocks: (run) => run.params.subtests,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.pa,
    choices: fewestOptions(phonemeSections('pa', { subtests: [...PA_SUBTESTS] })),
    // The tables count correct answers over all three subtests.
    normable: (run) =>
      new Set(run.params.subtests).size < PA_SUBTESTS.length ? 'scale-mismatch' : 'yes',
    timeLimitSeconds: () => null,
    skills: (run, judged) => {
      const subtestsToWorkOn = run.params.subtests.filter((subtest) => {
        const list = judged.filter((t) => t.stage === 'test' && t.subtask === subtest);
        const correct = list.filter((t) => t.correct === true).length;
        return list.length === 0 || correct / list.length < PHONEME_WORK_ON_BELOW;
      });
      return { subtestsToWorkOn };
    },
  },
  report: {
    norms: 'provisional',
    skills: ['phonemeSubtests'],
    letterTopic: 'phonological-awareness',
  },
  speechClips: (taskId) =>
    subtaskClips(taskId, languageOf(taskId), PA_SUBTESTS, paBank(languageOf(taskId))),
  simulate: (taskId, params, rng, child) =>
    simulateChoiceGame(phonemeSections(taskId as PhonemeTaskId, params), {
      practice: params.practice,
      stop: phonemeSubtestStops,
      rng,
      child,
      medianRtMs: 2400,
    }),
});
