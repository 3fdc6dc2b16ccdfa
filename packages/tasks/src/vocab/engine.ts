import {
  estimateTheta,
  selectNextItem,
  stopReason,
  type AbilityPrior,
  type ScoredResponse,
} from '@roar/scoring';
import { createRng, type Rng } from '../runtime/random.ts';
import type { GameTrial } from '../trial-types.ts';
import { VOCAB_CHOICES, type VocabBank, type VocabItem, type VocabPicture } from './bank.ts';

/** Test blocks, with a break between them. */
export const VOCAB_BLOCKS = 3;
/** Scored (adaptive) items of a run when the variant does not say. */
export const DEFAULT_VOCAB_TRIALS = 48;
/**
 * Exposure control (ADR 053): each adaptive item is drawn among this many most informative ones,
 * so no item is given to more than 30 % of children (bench/exposure.ts).
 */
export const VOCAB_RANDOMESQUE = 4;
/** Before the SE rule may end a run (the shorter of this and the run's length). */
export const MIN_ITEMS_BEFORE_SE_STOP = 40;

/**
 * Ability is estimated by EAP with the prior of the student's grade (gradeAbilityPrior of
 * @roar/scoring: the provisional norms' grade mean, SD 1.5; ADR 048): finite after any answers,
 * all right or all wrong included. The browser's test and the server's scoring use the same.
 */
export const vocabAbility = (responses: readonly ScoredResponse[], prior: AbilityPrior) =>
  estimateTheta(responses, 'eap', prior);

export interface VocabEngineOptions {
  bank: VocabBank;
  /** Scored items (the run's most); the SE rule may end it earlier. */
  numTrials: number;
  stoppingSE?: number | undefined;
  practice: boolean;
  /** Ability prior of the student's grade: the first item is chosen at its mean. */
  prior: AbilityPrior;
  rng: Rng;
  /** Test items of the child's runs in the last 120 days: avoided while others remain (ADR 053). */
  avoidItemIds?: readonly string[] | undefined;
}

/** The next screen: a practice, catch or adaptive item, with its pictures in the order shown. */
export interface VocabStep {
  stage: 'practice' | 'test';
  kind: VocabItem['kind'];
  item: VocabItem;
  /** 1-based test block (practice: 0). */
  block: number;
  trialIndex: number;
  options: VocabPicture[];
}

/**
 * The rules of one run, free of the screen: the practice items, then three blocks of adaptive
 * items (each drawn among the VOCAB_RANDOMESQUE most informative unused items at the current EAP
 * estimate, items of the child's recent runs avoided while others remain), with one catch item
 * (a very easy word, not scored) at a place in each block drawn with the run's generator. The run
 * ends after `numTrials` adaptive items, or once the estimate's standard error is at or below
 * `stoppingSE` after at least 40 of them. The answer's place among the four pictures goes round
 * every position once in each four screens (order drawn), so positions stay balanced in any run.
 * A reloaded run replays its recorded trials to the same next screen.
 */
export function createVocabEngine(options: VocabEngineOptions) {
  const { bank, rng, numTrials } = options;
  const practice = options.practice ? bank.practice : [];
  const blockSize = Math.ceil(numTrials / VOCAB_BLOCKS);
  const avoid = new Set(options.avoidItemIds ?? []);
  // Drawn first, so a replay draws the same; a recent run's catch items last (ADR 053).
  const shuffled = rng.shuffle(bank.catch);
  const catchItems = [
    ...shuffled.filter((item) => !avoid.has(item.id)),
    ...shuffled.filter((item) => avoid.has(item.id)),
  ].slice(0, VOCAB_BLOCKS);
  // After how many of its adaptive items each block's catch item comes (never after its last,
  // unless the block has one item only).
  const catchAfter = Array.from({ length: VOCAB_BLOCKS }, (_, index) => {
    const drawn = rng.int(1, Math.max(1, blockSize - 1));
    const items = Math.min(blockSize, numTrials - index * blockSize);
    return items > 0 ? Math.min(drawn, Math.max(1, items - 1)) : Number.POSITIVE_INFINITY;
  });
  // Exposure control draws from a generator of its own (seeded by one draw of the run's), so the
  // pictures' shuffles between items do not change the items (ADR 053).
  const selection = createRng(`vocab-selection:${rng.next()}`);
  const byId = new Map(bank.test.map((item) => [item.id, item]));
  const responses: ScoredResponse[] = [];
  const used = new Set<string>();
  const catchDone = new Set<number>();
  let practiceDone = 0;
  let shown = 0;
  let positions: number[] = [];
  let estimate = { theta: options.prior.priorMean, se: Number.POSITIVE_INFINITY };
  let pending: VocabStep | null = null;

  const trialIndex = () => practiceDone + catchDone.size + responses.length;
  const blockOf = (answered: number) =>
    Math.min(VOCAB_BLOCKS, Math.floor(answered / blockSize) + 1);
  const stopped = () =>
    stopReason(
      { itemCount: responses.length, se: estimate.se },
      {
        maxItems: numTrials,
        ...(options.stoppingSE !== undefined ? { seThreshold: options.stoppingSE } : {}),
        minItems: Math.min(numTrials, MIN_ITEMS_BEFORE_SE_STOP),
      },
    ) !== null;

  /** The pictures of an item: its answer at the next balanced position, distractors shuffled. */
  const layOut = (item: VocabItem): VocabPicture[] => {
    if (positions.length === 0) {
      positions = rng.shuffle(Array.from({ length: VOCAB_CHOICES }, (_, i) => i));
    }
    const at = positions.shift()!;
    shown += 1;
    const rest = rng.shuffle(item.distractors);
    return [...rest.slice(0, at), item.answer, ...rest.slice(at)];
  };

  const step = (stage: VocabStep['stage'], item: VocabItem, block: number): VocabStep => ({
    stage,
    kind: item.kind,
    item,
    block,
    trialIndex: trialIndex(),
    options: layOut(item),
  });

  /** The catch item due now: its block's, once the block has given its place's items. */
  const dueCatch = (): number | null => {
    const block = blockOf(Math.max(0, responses.length - 1));
    const inBlock = responses.length - (block - 1) * blockSize;
    if (catchDone.has(block) || !catchItems[block - 1]) return null;
    return inBlock >= catchAfter[block - 1]! ? block : null;
  };

  const engine = {
    /** The step to show now, or null when the run is over. Asking twice gives the same step. */
    next(): VocabStep | null {
      if (pending) return pending;
      if (practiceDone < practice.length) {
        pending = step('practice', practice[practiceDone]!, 0);
        return pending;
      }
      const catchBlock = responses.length > 0 ? dueCatch() : null;
      if (catchBlock !== null) {
        pending = step('test', catchItems[catchBlock - 1]!, catchBlock);
        return pending;
      }
      if (stopped()) return null;
      const item = selectNextItem(bank.test, {
        method: 'maximum-information',
        theta: estimate.theta,
        usedIds: used,
        avoidIds: avoid,
        randomesque: VOCAB_RANDOMESQUE,
        rng: () => selection.next(),
      });
      if (!item) return null;
      pending = step('test', item, blockOf(responses.length));
      return pending;
    },

    /** Records the answer to the pending step; the ability after it (adaptive items). */
    answer(answered: VocabStep, correct: boolean): { theta: number; se: number } | null {
      pending = null;
      if (answered.stage === 'practice') {
        practiceDone += 1;
        return null;
      }
      if (answered.kind === 'catch') {
        catchDone.add(answered.block);
        return null;
      }
      used.add(answered.item.id);
      responses.push({ item: answered.item.params, correct });
      const result = vocabAbility(responses, options.prior);
      estimate = { theta: result.theta, se: result.se };
      return { ...estimate };
    },

    /** Whether a break belongs before `next` (a new test block starts with it). */
    startsBlock(next: VocabStep): boolean {
      return (
        next.stage === 'test' &&
        next.kind === 'test' &&
        next.block > 1 &&
        responses.length === (next.block - 1) * blockSize
      );
    },

    /** Adaptive items answered so far, and the most the run gives. */
    progress: () => ({ answered: responses.length, total: numTrials }),

    /** Screens laid out so far (positions are balanced over every four). */
    shown: () => shown,

    /**
     * Replays trials recorded before a reload, in order, so the generator advances as in the
     * first play; a recorded item the rules would not give now (a changed bank) still counts.
     */
    replay(trials: readonly GameTrial[]): void {
      for (const trial of trials) {
        const correct = trial.data.correct === 1;
        const next = engine.next();
        if (next && next.stage === trial.stage && next.item.id === trial.itemId) {
          engine.answer(next, correct);
          continue;
        }
        pending = null;
        if (trial.stage === 'practice') {
          practiceDone = Math.min(practice.length, practiceDone + 1);
          continue;
        }
        const caught = catchItems.findIndex((c) => c.id === trial.itemId);
        if (caught >= 0) {
          catchDone.add(caught + 1);
          continue;
        }
        const item = trial.itemId ? byId.get(trial.itemId) : undefined;
        if (!item || used.has(item.id)) continue;
        used.add(item.id);
        responses.push({ item: item.params, correct });
        const result = vocabAbility(responses, options.prior);
        estimate = { theta: result.theta, se: result.se };
      }
    },
  };
  return engine;
}

export type VocabEngine = ReturnType<typeof createVocabEngine>;
