import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { createMatrixEngine, type MatrixStep } from './engine.ts';
import { MATRIX_DISCRIMINATION, MATRIX_GUESSING } from './rules.ts';
import { matrixTrialData, matrixTrialPlace } from './trial-data.ts';

/** A child's typical time to solve one puzzle (looking over the rows and the options). */
export const MATRIX_SIMULATED_RT_MS = 6000;

/** Right answers of a child far above an item stop short of all: a slip now and then. */
const TOP = 0.97;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The option a simulated child of ability `theta` chooses: the answer with the probability of
 * the provisional item model (a guess among four at the bottom, 97% at the top), otherwise one of
 * the lures.
 */
function respond(step: MatrixStep, theta: number, rng: Rng): string {
  const { item } = step;
  const pRight =
    MATRIX_GUESSING +
    (TOP - MATRIX_GUESSING) * logistic(MATRIX_DISCRIMINATION * (theta - item.difficulty));
  if (rng.next() < pRight) return item.answer;
  return rng.pick(step.options.filter((o) => o.key !== item.answer)).key;
}

/**
 * A headless Puzzle Game: the same engine gives the steps (options ordered from `seed`, the run's
 * seed) and the same function records the trials; the child answers as `respond` says, after a
 * log-normal response time.
 */
export function simulateMatrix(
  params: { practice: boolean; numTrials?: number | undefined },
  seed: string,
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const engine = createMatrixEngine({
    seed,
    practice: params.practice,
    ...(params.numTrials !== undefined ? { numTrials: params.numTrials } : {}),
  });
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    const response = respond(step, child.theta, rng);
    const rtMs = simulatedRtMs(rng, child.medianRtMs ?? MATRIX_SIMULATED_RT_MS);
    clockMs += 1500;
    const { correct, data } = matrixTrialData(step, {
      response,
      source: 'touch',
      rtMs,
      onsetMs: clockMs,
    });
    trials.push({ ...matrixTrialPlace(step), data });
    clockMs += rtMs;
    engine.answer(step, correct);
  }
  return trials;
}
