import { limitMs } from '../registry/time-limits.ts';
import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { createSyntaxEngine, type SyntaxStep } from './engine.ts';
import { SYNTAX_DISCRIMINATION, SYNTAX_GUESSING } from './rules.ts';
import { syntaxTrialData, syntaxTrialPlace } from './trial-data.ts';

/** A child's typical time to hear a sentence and choose a picture. */
export const SYNTAX_SIMULATED_RT_MS = 3500;
/** The blank before each sentence (ui/picture-choice.ts PICTURE_GAP_MS): test time too. */
const GAP_MS = 300;
/** Right answers of a child far above a sentence stop short of all: a slip now and then. */
const TOP = 0.97;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The picture a simulated child of ability `theta` chooses: right with the provisional model's chance. */
function respond(step: SyntaxStep, theta: number, rng: Rng): string {
  const { item } = step;
  const pRight =
    SYNTAX_GUESSING +
    (TOP - SYNTAX_GUESSING) * logistic(SYNTAX_DISCRIMINATION * (theta - item.difficulty));
  if (rng.next() < pRight) return item.answer;
  return rng.pick(['1', '2', '3', '4'].filter((p) => p !== item.answer));
}

export interface SyntaxSimulationParams {
  practice: boolean;
  blocks?: number | undefined;
  itemsPerBlock?: number | undefined;
  maxConsecutiveErrors?: number | undefined;
  timeLimitSeconds?: number | null | undefined;
}

/**
 * A headless Syntax Game: the same engine gives the steps (with the time limit counted as the
 * player counts it: the gap and the answer time of each test sentence) and the same function
 * records the trials; the child answers as `respond` says, after a log-normal time.
 */
export function simulateSyntax(
  params: SyntaxSimulationParams,
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const engine = createSyntaxEngine({
    practice: params.practice,
    blocks: params.blocks,
    itemsPerBlock: params.itemsPerBlock,
    maxConsecutiveErrors: params.maxConsecutiveErrors,
    limitMs: limitMs(params.timeLimitSeconds),
  });
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    const response = respond(step, child.theta, rng);
    const rtMs = simulatedRtMs(rng, child.medianRtMs ?? SYNTAX_SIMULATED_RT_MS);
    const isTest = step.stage === 'test';
    const elapsedMs = engine.usedMs() + GAP_MS + rtMs;
    if (isTest && elapsedMs >= engine.limitMs) {
      engine.expire();
      continue;
    }
    clockMs += GAP_MS;
    const { correct, data } = syntaxTrialData(step, {
      response,
      source: 'touch',
      rtMs,
      onsetMs: clockMs,
      elapsedMs: isTest ? elapsedMs : undefined,
    });
    trials.push({ ...syntaxTrialPlace(step), data });
    clockMs += rtMs;
    engine.answer(step, correct, isTest ? elapsedMs : undefined);
  }
  return trials;
}
