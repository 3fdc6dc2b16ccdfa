import { phonicsParams } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { z } from 'zod';
import { phonicsClips } from '../choice/clip-texts.ts';
import { countHeadline, fewestOptions, judgeChoiceRun } from '../choice/judge.ts';
import { simulateChoiceGame } from '../choice/simulate.ts';
import { choiceTrialSchema } from '../choice/trial-schema.ts';
import { defineGame } from '../registry/definition.ts';
import { PHONICS_VERSION, phonicsSections } from './sections.ts';
import { PHONICS_TASKS } from './tasks.ts';

type PhonicsParams = z.output<ReturnType<typeof phonicsParams>>;
const params = () => phonicsParams('en') as z.ZodType<PhonicsParams>;

/**
 * The Phonics game (decoding by skill category), English: scored as the number and percent
 * correct, with correct/attempted per category.
 */
export const phonicsDefinition = defineGame<PhonicsParams>({
  game: 'phonics',
  version: PHONICS_VERSION,
  tasks: PHONICS_TASKS,
  params,
  // No time limit among its params.
  timeLimits: [],
  trialData: choiceTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'count',
    judge: (run) => judgeChoiceRun(run, phonicsSections(run.params)),
    headline: (_run, test) => countHeadline(test),
    reachedEnd: () => true,
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.letter,
    choices: fewestOptions(phonicsSections(params().parse({}))),
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: (run, judged) => {
      const phonics: Record<string, { correct: number; attempted: number }> = {};
      for (const category of run.params.categories) {
        const list = judged.filter((t) => t.stage === 'test' && t.subtask === category);
        phonics[category] = {
          correct: list.filter((t) => t.correct === true).length,
          attempted: list.length,
        };
      }
      return { phonics };
    },
  },
  report: { norms: 'none', skills: ['phonics'], letterTopic: 'phonics' },
  speechClips: () => phonicsClips(),
  simulate: (_taskId, p, rng, child) =>
    simulateChoiceGame(phonicsSections(p), {
      practice: p.practice,
      rng,
      child,
      medianRtMs: 2200,
    }),
});
