import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { createSameDifferentEngine, type SameDifferentStep } from './engine.ts';
import { possibleResponses } from './logic.ts';
import { sameDifferentTrialData, sameDifferentTrialPlace } from './trial-data.ts';
import type { Phase } from './types.ts';

/**
 * A simulated child's typical answer time per phase (ms): two cards and a yes/no question are
 * quicker than scanning three or four cards for the odd one (provisional).
 */
export const SAME_DIFFERENT_SIMULATED_RT_MS: Readonly<Record<Phase, number>> = {
  'same-different': 1800,
  matching: 2600,
};

const PHASE_1_RT_MS = SAME_DIFFERENT_SIMULATED_RT_MS['same-different'];

/**
 * Difficulty (logits) of each phase for the simulated child: comparing two cards on a named
 * dimension is easier than finding the dimension that matters among several cards.
 */
const DIFFICULTY: Readonly<Record<Phase, number>> = { 'same-different': -1, matching: 0.5 };

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The response of a simulated child of ability `theta`: right with a probability rising from
 * chance (one in the number of possible responses) to 97% as theta passes the phase's
 * difficulty; otherwise one of the wrong responses at random.
 */
function respond(step: SameDifferentStep, theta: number, rng: Rng): string {
  const options = possibleResponses(step.item);
  const chance = 1 / options.length;
  const pRight = chance + (0.97 - chance) * logistic(1.7 * (theta - DIFFICULTY[step.block]));
  if (rng.next() < pRight) return step.item.answer;
  return rng.pick(options.filter((option) => option !== step.item.answer));
}

/**
 * A headless Shapes Game: the same engine gives the steps and the same function records the
 * trials; the test items come from the generator's seed, as in a run with that seed.
 */
export function simulateSameDifferent(
  params: { practice: boolean; numTrials?: number },
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const engine = createSameDifferentEngine({
    seed: rng.seed,
    practice: params.practice,
    ...(params.numTrials !== undefined ? { numTrials: params.numTrials } : {}),
  });
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    const response = respond(step, child.theta, rng);
    // A child's own median is its phase-1 time; phase 2 keeps its ratio to phase 1.
    const typical = SAME_DIFFERENT_SIMULATED_RT_MS[step.block];
    const median = child.medianRtMs ? (child.medianRtMs * typical) / PHASE_1_RT_MS : typical;
    const rtMs = simulatedRtMs(rng, median);
    clockMs += 2000;
    const { correct, data } = sameDifferentTrialData(step, {
      response,
      source: 'touch',
      rtMs,
      onsetMs: clockMs,
    });
    trials.push({ ...sameDifferentTrialPlace(step), data });
    clockMs += rtMs;
    engine.answer(step, correct);
  }
  return trials;
}
