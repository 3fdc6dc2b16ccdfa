import { SRE_FORMS, sentenceParams } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { z } from 'zod';
import {
  defineGame,
  speechLanguage,
  taskLanguage,
  type JudgedTrial,
  type RunToScore,
} from '../registry/definition.ts';
import { clampRt, inTrialOrder, judged } from '../registry/judging.ts';
import {
  formItems,
  practiceItems,
  type SreForm,
  type SreItem,
  type SreLanguage,
} from '../sre/index.ts';
import { limitMs } from '../registry/time-limits.ts';
import { SENTENCE_VERSION, sentenceTrialSchema, type SentenceParams } from './info.ts';
import { equatedSentenceScore } from './equating.ts';
import { simulateSentence } from './simulate.ts';
import { SENTENCE_TASKS } from './tasks.ts';

/**
 * A sentence run counts as run to its time limit when its last answer came within this much of the
 * limit: the statement on screen when time ran out is not scored, and a slow reader needs up to
 * the task's slow-response threshold (20 s) for one.
 */
export const SENTENCE_END_TOLERANCE_MS = 20_000;

const languageOf = (taskId: string): SreLanguage =>
  speechLanguage(taskLanguage(SENTENCE_TASKS, taskId));

const itemsById = new Map<SreLanguage, ReadonlyMap<string, SreItem>>();
/** Every statement of a language by id (practice and the three forms). */
function sentenceItem(language: SreLanguage, id: string | null | undefined) {
  let items = itemsById.get(language);
  if (!items) {
    const all = [...practiceItems(language), ...SRE_FORMS.flatMap((f) => formItems(language, f))];
    items = new Map(all.map((item) => [item.id, item]));
    itemsById.set(language, items);
  }
  return id ? items.get(id) : undefined;
}

/** The run's time limit in ms; Infinity when an untimed accommodation removed it. */
const limitMsOf = (run: RunToScore<SentenceParams>) => limitMs(run.params.timeLimitSeconds);
/** The limit a response time is clamped to: the run's, or the untimed cap without one. */
const rtLimitOf = (run: RunToScore<SentenceParams>) =>
  Number.isFinite(limitMsOf(run)) ? limitMsOf(run) : undefined;

/** What a judged Sentence trial tells beyond its answer: the form and the test time used. */
type SentenceFacts = {
  form: SreItem['form'] | null;
  /** The browser's test time used at the answer, clamped to the limit; null without one. */
  elapsedMs: number | null;
};

const factsOf = (trial: JudgedTrial) => trial.facts as SentenceFacts;

/**
 * Whether a run reached its end: the time limit was (almost) used up, or every statement of the
 * form was answered. Trials without timing (older clients) cannot tell, and count as complete.
 */
function reachedEnd(run: RunToScore<SentenceParams>, test: readonly JudgedTrial[]): boolean {
  const last = test.at(-1);
  if (!last) return false;
  if (factsOf(last).elapsedMs === null) return true;
  const limitMs = limitMsOf(run);
  const elapsed = Math.max(...test.map((t) => factsOf(t).elapsedMs ?? 0));
  const form = factsOf(last).form;
  const formSize =
    form && form !== 'practice'
      ? formItems(languageOf(run.taskId), form as SreForm).length
      : undefined;
  return (
    elapsed >= limitMs - SENTENCE_END_TOLERANCE_MS ||
    (formSize !== undefined && test.length >= formSize)
  );
}

/**
 * The Sentence game (silent reading efficiency), sre and sre-es: statements judged true or false
 * within a time limit, scored as correct - incorrect (floored at 0).
 */
export const sentenceDefinition = defineGame<SentenceParams>({
  game: 'sentence',
  version: SENTENCE_VERSION,
  tasks: SENTENCE_TASKS,
  params: (taskId) => sentenceParams(languageOf(taskId)) as z.ZodType<SentenceParams>,
  // The overall limit of the test (the form may end first).
  timeLimits: ['timeLimitSeconds'],
  trialData: sentenceTrialSchema,
  scoring: {
    mode: 'scored',
    // 2: a form B or C score is equated to form A's scale (ADR 053).
    version: '2',
    scale: 'net-correct',
    judge: (run) =>
      inTrialOrder(run.trials).map((trial) => {
        const item = sentenceItem(languageOf(run.taskId), trial.itemId);
        const facts: SentenceFacts = {
          form: item?.form ?? null,
          elapsedMs: clampRt(trial.data.elapsedMs, limitMsOf(run)),
        };
        return { ...judged(trial, item && { answer: String(item.answer) }, rtLimitOf(run)), facts };
      }),
    // The counts stay in the raw scores; the headline (what norms read) is on form A's scale.
    headline: (run, test) => {
      const correct = test.filter((t) => t.correct === true).length;
      const incorrect = test.filter((t) => t.correct === false).length;
      const form = test.map((t) => factsOf(t).form).find((f) => f && f !== 'practice') ?? null;
      return {
        rawScore: equatedSentenceScore(
          languageOf(run.taskId),
          form as SreForm | null,
          run.params.timeLimitSeconds,
          Math.max(0, correct - incorrect),
        ),
      };
    },
    reachedEnd,
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.sre,
    choices: 2,
    normable: () => 'yes',
    timeLimitSeconds: (run) => run.params.timeLimitSeconds,
    skills: () => undefined,
  },
  report: { norms: 'provisional', skills: [], letterTopic: 'sentence-reading' },
  speechClips: () => null,
  simulate: (_taskId, params, rng, child) => simulateSentence(params, rng, child),
});
