import {
  estimateTheta,
  type AbilityPrior,
  selectNextItem,
  stopReason,
  type EstimationMethod,
  type ScoredResponse,
} from '@roar/scoring';
import type { GameTrial } from '../trial-types.ts';
import { createRng, type Rng } from '../runtime/random.ts';
import type { SwrLanguage, WordItem } from '../swr/index.ts';

/** What the Word game needs of a bank: practice words and the adaptive test pool. */
export interface WordBankView {
  practice: readonly WordItem[];
  test: readonly WordItem[];
}

export interface WordEngineOptions {
  language: SwrLanguage;
  bank: WordBankView;
  /** Scored items (the run's length); the adaptive test may stop earlier on `stoppingSE`. */
  numTrials: number;
  stoppingSE?: number | undefined;
  practice: boolean;
  /**
   * Ability prior of the student's grade (gradeAbilityPrior of @roar/scoring): the first item is
   * chosen at its mean, and EAP estimates (Spanish; selection while an MLE sits at a bound) use it.
   */
  prior: AbilityPrior;
  rng: Rng;
  /**
   * Test items the child was given in the last 120 days (the server's `player.recentItemIds`):
   * avoided while the bank has others, so a retest shares few items (ADR 053).
   */
  avoidItemIds?: readonly string[] | undefined;
}

/** The next thing to show: a practice or test item, with its place in the run. */
export interface WordStep {
  stage: 'practice' | 'test';
  item: WordItem;
  /** 1-based block of the test (practice: 0). */
  block: number;
  /** Index of the trial in the run (practice and test together). */
  trialIndex: number;
}

/** Test blocks, with a break between them (tasks.md: ~84 items in 3 blocks). */
export const WORD_BLOCKS = 3;
/**
 * Exposure control (ADR 053): the first test item is drawn among this many most informative ones,
 * and the number shrinks evenly to 1 by the middle of the run (progressive randomesque). The
 * early items, which every child of a grade would otherwise share, are spread; the later ones,
 * which decide the estimate's precision and the person-fit flag's power, are the best. No item is
 * given to more than 30 % of children (bench/exposure.ts).
 */
export const WORD_RANDOMESQUE = 16;

/** How many of the most informative items the next test item is drawn among. */
export const wordRandomesque = (answered: number, numTrials: number): number =>
  Math.max(1, Math.round(WORD_RANDOMESQUE * (1 - (2 * answered) / Math.max(1, numTrials))));

/** Before the SE rule may end a run: the reliability flag needs at least 40 responses. */
const MIN_ITEMS_BEFORE_SE_STOP = 40;

/** English runs are scored with MLE, Spanish with EAP (tasks.md, Word). */
export const estimationMethodOf = (language: SwrLanguage): EstimationMethod =>
  language === 'es' ? 'eap' : 'mle';

/** The ability estimate of a Word run from its scored answers (the server scores with this too). */
export const wordAbility = (
  responses: readonly ScoredResponse[],
  language: SwrLanguage,
  prior: AbilityPrior,
) => estimateTheta(responses, estimationMethodOf(language), prior);

/**
 * The rules of one Word run, free of the screen: practice words in order, then adaptive test
 * items, real and made-up 50:50 (the kind given less often so far, ties drawn with the run's
 * generator), each drawn among the wordRandomesque() most informative remaining items at the
 * current ability (exposure control), items of the child's recent runs avoided while others remain. Ability is
 * estimated after every test answer with the language's method; while an MLE estimate sits at a
 * bound (all answers right or all wrong), items are selected at the EAP estimate, which stays
 * finite. The engine can be rebuilt from recorded trials, so a reloaded run continues exactly.
 */
export function createWordEngine(options: WordEngineOptions) {
  const { bank } = options;
  // The engine's own generator, seeded by one draw of the run's at creation: its draws (kinds,
  // exposure control) do not depend on what else uses the run's generator between items (a
  // simulated child's answers), so a replay always gives the same items (ADR 053).
  const rng = createRng(`word-engine:${options.rng.next()}`);
  const byId = new Map(bank.test.map((item) => [item.id, item]));
  const practice = options.practice ? bank.practice : [];
  const responses: ScoredResponse[] = [];
  const used = new Set<string>();
  const avoid = new Set(options.avoidItemIds ?? []);
  const draw = () => rng.next();

  const kinds = { real: 0, 'made-up': 0 };
  let practiceDone = 0;
  const { prior } = options;
  let estimate = { theta: prior.priorMean, se: Number.POSITIVE_INFINITY };
  let selectionTheta = prior.priorMean;

  const blockSize = Math.ceil(options.numTrials / WORD_BLOCKS);
  const trialIndex = () => practiceDone + responses.length;

  const nextKind = (): WordItem['lexicality'] => {
    if (kinds.real !== kinds['made-up']) return kinds.real < kinds['made-up'] ? 'real' : 'made-up';
    return rng.next() < 0.5 ? 'real' : 'made-up';
  };

  const stopped = () =>
    stopReason(
      { itemCount: responses.length, se: estimate.se },
      {
        maxItems: options.numTrials,
        ...(options.stoppingSE !== undefined ? { seThreshold: options.stoppingSE } : {}),
        minItems: MIN_ITEMS_BEFORE_SE_STOP,
      },
    ) !== null;

  const reestimate = () => {
    const result = wordAbility(responses, options.language, prior);
    estimate = { theta: result.theta, se: result.se };
    selectionTheta =
      result.boundary === null ? result.theta : estimateTheta(responses, 'eap', prior).theta;
  };

  let pending: WordStep | null = null;

  const engine = {
    /** The step to show now, or null when the run is over. Asking twice gives the same step. */
    next(): WordStep | null {
      if (pending) return pending;
      if (practiceDone < practice.length) {
        const item = practice[practiceDone] as WordItem;
        pending = { stage: 'practice', item, block: 0, trialIndex: trialIndex() };
        return pending;
      }
      if (stopped()) return null;
      const kind = nextKind();
      const pick = (filter?: (item: WordItem) => boolean) =>
        selectNextItem(bank.test, {
          method: 'maximum-information',
          theta: selectionTheta,
          usedIds: used,
          avoidIds: avoid,
          randomesque: wordRandomesque(responses.length, options.numTrials),
          rng: draw,
          ...(filter ? { filter } : {}),
        });
      const item = pick((candidate) => candidate.lexicality === kind) ?? pick();
      if (!item) return null;
      const block = Math.min(WORD_BLOCKS, Math.floor(responses.length / blockSize) + 1);
      pending = { stage: 'test', item, block, trialIndex: trialIndex() };
      return pending;
    },

    /** Records the answer to the pending step; returns the ability after it (test items). */
    answer(step: WordStep, correct: boolean): { theta: number; se: number } | null {
      pending = null;
      if (step.stage === 'practice') {
        practiceDone += 1;
        return null;
      }
      used.add(step.item.id);
      kinds[step.item.lexicality] += 1;
      responses.push({ item: step.item.params, correct });
      reestimate();
      return { ...estimate };
    },

    /** Whether a break belongs before `step` (a new test block started). */
    startsBlock(step: WordStep): boolean {
      return (
        step.stage === 'test' && step.block > 1 && responses.length === (step.block - 1) * blockSize
      );
    },

    /** Test items answered so far, and the most the run will give. */
    progress: () => ({ answered: responses.length, total: options.numTrials }),

    /**
     * Replays trials recorded before a reload, in order. Each is asked for with next() and
     * answered, so the generator advances exactly as in the first play and the run continues as
     * if it had never stopped; a recorded item the rules would not give now (a changed bank) is
     * still counted, from its stored id.
     */
    replay(trials: readonly GameTrial[]): void {
      for (const trial of trials) {
        const correct = trial.data.correct === 1;
        const step = engine.next();
        if (step && step.stage === trial.stage && step.item.id === trial.itemId) {
          engine.answer(step, correct);
          continue;
        }
        pending = null;
        if (trial.stage === 'practice') {
          practiceDone = Math.min(practice.length, practiceDone + 1);
          continue;
        }
        const item = trial.itemId ? byId.get(trial.itemId) : undefined;
        if (!item || used.has(item.id)) continue;
        used.add(item.id);
        kinds[item.lexicality] += 1;
        responses.push({ item: item.params, correct });
        reestimate();
      }
    },
  };
  return engine;
}

export type WordEngine = ReturnType<typeof createWordEngine>;
