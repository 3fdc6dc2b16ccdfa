import {
  gradeAbilityPrior,
  roarScoreFromTheta,
  type GameFlag,
  type ScoredResponse,
} from '@roar/scoring';
import type { Headline, JudgedTrial, RunToScore, StoredTrial } from '../registry/definition.ts';
import { inTrialOrder, judged, numberParam } from '../registry/judging.ts';
import { limitMs } from '../registry/time-limits.ts';
import { vocabBank, type VocabItem, type VocabLanguage } from './bank.ts';
import { DEFAULT_VOCAB_TRIALS, MIN_ITEMS_BEFORE_SE_STOP, vocabAbility } from './engine.ts';
import type { VocabParams } from './params.ts';
import { TIME_LIMIT_SLACK_MS, catchItemsMissed } from './rules.ts';

type VocabRun = RunToScore<VocabParams>;

const languageOf = (run: VocabRun): VocabLanguage => (run.params.language === 'es' ? 'es' : 'en');

const indexes = new Map<VocabLanguage, ReadonlyMap<string, VocabItem>>();
/** Every item of a language by id. */
function itemsOf(language: VocabLanguage): ReadonlyMap<string, VocabItem> {
  let index = indexes.get(language);
  if (!index) {
    const bank = vocabBank(language);
    index = new Map([...bank.practice, ...bank.catch, ...bank.test].map((i) => [i.id, i]));
    indexes.set(language, index);
  }
  return index;
}

/** The stage and subtask an item of each kind is stored with (trial-data.ts). */
const PLACE: Record<VocabItem['kind'], { stage: string; subtask: string }> = {
  practice: { stage: 'practice', subtask: 'vocab' },
  catch: { stage: 'test', subtask: 'catch' },
  test: { stage: 'test', subtask: 'vocab' },
};

/** The item of a stored trial, when it is one of the language's items in its right place. */
function itemOf(run: VocabRun, trial: StoredTrial): VocabItem | undefined {
  const item = trial.itemId ? itemsOf(languageOf(run)).get(trial.itemId) : undefined;
  if (!item) return undefined;
  const place = PLACE[item.kind];
  const subtask = trial.subtask ?? 'vocab';
  return place.stage === trial.stage && place.subtask === subtask ? item : undefined;
}

/**
 * Judges every trial against its item rebuilt from the id: the response must be the picture of
 * the item's word. Facts: the kind of item and its difficulty (the item parameters are the
 * bank's, never the browser's).
 */
export function judgeVocabRun(run: VocabRun): JudgedTrial[] {
  return inTrialOrder(run.trials).map((trial) => {
    const item = itemOf(run, trial);
    return judged(
      trial,
      item && { answer: item.answer.concept, facts: { kind: item.kind, itemId: item.id } },
    );
  });
}

/** The adaptive answers (catch items apart) with their bank parameters. */
function adaptiveAnswers(run: VocabRun, test: readonly JudgedTrial[]) {
  const items = itemsOf(languageOf(run));
  return test.flatMap((trial) => {
    const item = trial.itemId ? items.get(trial.itemId) : undefined;
    if (!item || item.kind !== 'test' || trial.correct === null) return [];
    return [{ item, correct: trial.correct }];
  });
}

/** The EAP ability from the adaptive answers, null without any. */
export function vocabRunAbility(
  run: VocabRun,
  test: readonly JudgedTrial[],
  student: { grade: string | null },
) {
  const responses: ScoredResponse[] = adaptiveAnswers(run, test).map((a) => ({
    item: a.item.params,
    correct: a.correct,
  }));
  if (responses.length === 0) return null;
  const estimate = vocabAbility(responses, gradeAbilityPrior(student.grade));
  return { theta: estimate.theta, se: Number.isFinite(estimate.se) ? estimate.se : null };
}

/**
 * The headline: the 100-900 score of the ability estimate (also the raw score, as for the other
 * adaptive games) and the percent of adaptive items right; catch items count in neither.
 */
export function vocabHeadline(
  run: VocabRun,
  test: readonly JudgedTrial[],
  student: { grade: string | null },
): Headline {
  const answers = adaptiveAnswers(run, test);
  const ability = vocabRunAbility(run, test, student);
  if (!ability) return { rawScore: null, roarScore: null, percentCorrect: null, ability: null };
  const roarScore = roarScoreFromTheta(ability.theta);
  const right = answers.filter((a) => a.correct).length;
  return {
    rawScore: roarScore,
    roarScore,
    percentCorrect: Math.round((100 * right) / answers.length),
    ability,
  };
}

/**
 * Whether the run ended by its rules: its number of items, the standard error after at least 40
 * (or all) of them, or its time limit (the last answer came within a few seconds of it).
 */
export function vocabReachedEnd(
  run: VocabRun,
  test: readonly JudgedTrial[],
  student: { grade: string | null },
): boolean {
  const count = adaptiveAnswers(run, test).length;
  const limit = numberParam(run.params.numTrials) ?? DEFAULT_VOCAB_TRIALS;
  if (count >= limit) return true;
  const threshold = numberParam(run.params.stoppingSE);
  const se = vocabRunAbility(run, test, student)?.se;
  if (
    threshold !== undefined &&
    count >= Math.min(limit, MIN_ITEMS_BEFORE_SE_STOP) &&
    se !== null &&
    se !== undefined &&
    se <= threshold
  ) {
    return true;
  }
  const timeLimit = limitMs(run.params.timeLimitSeconds);
  if (!Number.isFinite(timeLimit)) return false;
  const tests = run.trials.filter((t) => t.stage === 'test');
  const times = tests.map((t) => Number(t.data.onset) + Number(t.data.rt ?? 0));
  const onsets = tests.map((t) => Number(t.data.onset)).filter(Number.isFinite);
  if (onsets.length === 0) return false;
  const used = Math.max(...times.filter(Number.isFinite)) - Math.min(...onsets);
  return used >= timeLimit - TIME_LIMIT_SLACK_MS;
}

/** The answers to the catch items, in order. */
export const catchAnswers = (judgedTrials: readonly JudgedTrial[]): boolean[] =>
  judgedTrials
    .filter((t) => t.stage === 'test' && t.facts.kind === 'catch' && t.correct !== null)
    .map((t) => t.correct === true);

/** The game's own flags: catch items missed. */
export const vocabFlags = (judgedTrials: readonly JudgedTrial[]): GameFlag[] =>
  catchItemsMissed(catchAnswers(judgedTrials)) ? ['catchItemsMissed'] : [];
