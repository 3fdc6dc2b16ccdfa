import { wordParams } from '@roar/contracts';
import {
  DEFAULT_RELIABILITY_THRESHOLDS,
  gradeAbilityPrior,
  roarScoreFromTheta,
  type ScoredResponse,
} from '@roar/scoring';
import type { z } from 'zod';
import {
  defineGame,
  speechLanguage,
  taskLanguage,
  type JudgedTrial,
  type RunToScore,
} from '../registry/definition.ts';
import { inTrialOrder, judged, numberParam } from '../registry/judging.ts';
import { swrBank, type SwrLanguage, type WordItem } from '../swr/index.ts';
import { DEFAULT_WORD_TRIALS } from './constants.ts';
import { wordAbility } from './engine.ts';
import { WORD_VERSION, wordTrialSchema } from './info.ts';
import { wordValidityFlags } from './validity.ts';
import { simulateWord } from './simulate.ts';
import { WORD_TASKS } from './tasks.ts';

type WordParams = z.output<ReturnType<typeof wordParams>>;

const languageOf = (taskId: string): SwrLanguage =>
  speechLanguage(taskLanguage(WORD_TASKS, taskId));

const itemsById = new Map<SwrLanguage, ReadonlyMap<string, WordItem>>();
/** Every Word item of a language by id (practice and test). */
function wordItem(language: SwrLanguage, id: string | null | undefined): WordItem | undefined {
  let items = itemsById.get(language);
  if (!items) {
    const bank = swrBank(language);
    items = new Map([...bank.practice, ...bank.test].map((item) => [item.id, item]));
    itemsById.set(language, items);
  }
  return id ? items.get(id) : undefined;
}

/**
 * The judged test answers with the rebuilt items' parameters (unjudged ones left out): the active
 * calibrated set's where it holds the item (ADR 052), else the bank's prior.
 */
function responsesOf(
  run: Pick<RunToScore, 'taskId' | 'itemParameters'>,
  test: readonly JudgedTrial[],
): ScoredResponse[] {
  const language = languageOf(run.taskId);
  return test.flatMap((trial) => {
    const item = trial.correct === null ? undefined : wordItem(language, trial.itemId);
    if (!item) return [];
    const params = run.itemParameters?.get(item.id) ?? item.params;
    return [{ item: params, correct: trial.correct === true }];
  });
}

/**
 * The ability after the judged test answers, with the language's method and the prior of the
 * student's grade at completion, as the browser's adaptive test estimated it (engine.ts).
 */
function abilityOf(
  run: Pick<RunToScore, 'taskId' | 'itemParameters'>,
  test: readonly JudgedTrial[],
  grade: string | null,
) {
  const responses = responsesOf(run, test);
  if (responses.length === 0) return null;
  const estimate = wordAbility(responses, languageOf(run.taskId), gradeAbilityPrior(grade));
  return { theta: estimate.theta, se: Number.isFinite(estimate.se) ? estimate.se : null };
}

/**
 * The Word game (lexical decision), swr and swr-es: adaptive, scored as an ability estimate
 * recomputed from the answers and the bank's item parameters, reported as a ROAR score.
 */
export const wordDefinition = defineGame<WordParams>({
  game: 'word',
  version: WORD_VERSION,
  tasks: WORD_TASKS,
  params: (taskId) => wordParams(languageOf(taskId)) as z.ZodType<WordParams>,
  // No time limit: the word's 350 ms exposure is what is measured, never accommodated.
  timeLimits: [],
  trialData: wordTrialSchema,
  scoring: {
    mode: 'scored',
    // 2: the ability prior is the student's grade's (issue 20, item 7), not N(0, 1); guessing,
    // misfit, one-key and timing flags make a run unreliable (item 8).
    version: '2',
    scale: 'roar-score',
    judge: (run) =>
      inTrialOrder(run.trials).map((trial) => {
        const item = wordItem(languageOf(run.taskId), trial.itemId);
        return judged(
          trial,
          item && { answer: item.lexicality, facts: { stimulus: item.stimulus } },
        );
      }),
    headline: (run, test, student) => {
      const ability = abilityOf(run, test, student.grade);
      const roarScore = ability ? roarScoreFromTheta(ability.theta) : null;
      return { rawScore: roarScore, roarScore, ability };
    },
    reachedEnd: (run, test, student) => {
      const limit = numberParam(run.params.numTrials) ?? DEFAULT_WORD_TRIALS;
      if (test.length >= limit) return true;
      const threshold = numberParam(run.params.stoppingSE);
      const se = abilityOf(run, test, student.grade)?.se;
      return threshold !== undefined && se !== undefined && se !== null && se <= threshold;
    },
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.swr,
    choices: 2,
    // Two choices: at-or-below 50 % misses most guessers; the binomial test catches them. At
    // 0.10 it still catches 9 in 10 alone and flags fewer engaged kindergartners than at 0.05
    // (simulated 9.0 against 11.7 % English, 4.0 against 9.0 % Spanish), whose answers near the
    // bank's floor are close to chance too (docs/validity-flags.md).
    guessingRule: 'not-above-chance',
    guessingAlpha: 0.1,
    flags: (run, judged, student) =>
      wordValidityFlags(
        run,
        responsesOf(
          run,
          judged.filter((t) => t.stage === 'test'),
        ),
        gradeAbilityPrior(student.grade),
      ),
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: () => undefined,
  },
  report: { norms: 'provisional', skills: [], letterTopic: 'word-reading' },
  speechClips: () => null,
  calibration: {
    // The adaptive test bank; practice items are not scored.
    items: (taskId) => swrBank(languageOf(taskId)).test.map(({ id, params }) => ({ id, params })),
  },
  // Adaptive: exposure control, and a retest avoids the items of the last 120 days (ADR 053).
  adaptiveBankSize: (taskId) => swrBank(languageOf(taskId)).test.length,
  simulate: (_taskId, params, rng, child) => simulateWord(params, rng, child),
});
