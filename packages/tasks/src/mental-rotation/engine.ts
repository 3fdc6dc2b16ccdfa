import type { GameTrial, TrialStage } from '../trial-types.ts';
import { ROTATION_PRACTICE, isRightChoice, type RotationItem } from './bank.ts';
import { ROTATION_PRACTICE_MAX_ATTEMPTS, type RotationBlock, type RotationSide } from './rules.ts';
import { rotationRunList } from './run-list.ts';
import type { StimulusId } from './stimuli.ts';

/**
 * One screen of the Matching Game: the sample (the picture upright) on top, and below it the
 * same picture turned by `angle` on the `matchSide`, its mirror image turned by `angle` on the
 * other side.
 */
export interface RotationStep {
  /** 0, 1, 2... over the whole run, practice tries included. */
  trialIndex: number;
  stage: TrialStage;
  block: RotationBlock;
  itemId: string;
  item: RotationItem;
  stimulusId: StimulusId;
  angle: number;
  matchSide: RotationSide;
  /** First step of its block: the block's instructions are spoken before it. */
  opensBlock: boolean;
  /** Practice: which try at this item, 1 to ROTATION_PRACTICE_MAX_ATTEMPTS; null in test. */
  practiceAttempt: number | null;
}

export interface RotationEngineOptions {
  /** The run's seed: it chooses and orders the test items (the server rebuilds the list). */
  seed: string;
  /** Whether the practice items come first. */
  practice: boolean;
  /** Test items (the variant's numTrials); absent: the standard 40. */
  numTrials?: number;
}

/**
 * The rules of the Matching Game, free of the screen: the practice items (each shown again after
 * a wrong answer, at most ROTATION_PRACTICE_MAX_ATTEMPTS tries, then the game goes on), then the
 * run's test items, each once, with no stop rule: three errors in a row happen by chance to a
 * child who can do the task (two choices), and accuracy by angle needs every angle given.
 */
export function createRotationEngine(options: RotationEngineOptions) {
  const practice = options.practice ? ROTATION_PRACTICE : [];
  const test = rotationRunList(options.seed, options.numTrials);
  let practiceDone = 0;
  let attempt = 1;
  let testDone = 0;
  let trialIndex = 0;
  let pending: RotationStep | null = null;

  const makeStep = (item: RotationItem, stage: TrialStage, opensBlock: boolean) => ({
    trialIndex,
    stage,
    block: stage,
    itemId: item.id,
    item,
    stimulusId: item.stimulusId,
    angle: item.angle,
    matchSide: item.matchSide,
    opensBlock,
    practiceAttempt: stage === 'practice' ? attempt : null,
  });

  const engine = {
    /** The step to show; the same one until it is answered; null at the end of the run. */
    next(): RotationStep | null {
      if (pending) return pending;
      if (practiceDone < practice.length) {
        const opens = practiceDone === 0 && attempt === 1;
        pending = makeStep(practice[practiceDone]!, 'practice', opens);
      } else if (testDone < test.length) {
        pending = makeStep(test[testDone]!, 'test', testDone === 0);
      }
      return pending;
    },

    /**
     * Records the child's answer to `step` ('left', 'right', or null when none came). A second
     * answer to a step already answered (a double tap) changes nothing.
     */
    answer(step: RotationStep, response: string | null): void {
      if (!pending || step.trialIndex !== pending.trialIndex) return;
      pending = null;
      trialIndex += 1;
      if (step.stage === 'test') {
        testDone += 1;
        return;
      }
      if (isRightChoice(step.item, response) || attempt >= ROTATION_PRACTICE_MAX_ATTEMPTS) {
        practiceDone += 1;
        attempt = 1;
      } else {
        attempt += 1;
      }
    },

    /** Test items answered and the run's test length, for the progress bar. */
    progress: () => ({ answered: testDone, total: test.length }),

    /**
     * Replays the trials recorded before a reload, in order, so the run continues with the step
     * the child was at. Stops at the first trial that is not the step the engine gives (a trial
     * of another seed or version) and returns how many it replayed.
     */
    replay(resume: readonly GameTrial[]): number {
      let replayed = 0;
      for (const trial of [...resume].sort((a, b) => a.trialIndex - b.trialIndex)) {
        const step = engine.next();
        if (!step || trial.itemId !== step.itemId || trial.stage !== step.stage) break;
        const response = trial.data.response;
        engine.answer(step, typeof response === 'string' ? response : null);
        replayed += 1;
      }
      return replayed;
    },
  };
  return engine;
}

export type RotationEngine = ReturnType<typeof createRotationEngine>;
