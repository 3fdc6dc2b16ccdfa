import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { createRotationEngine, type RotationStep } from './engine.ts';
import { rotationTrialData, rotationTrialPlace } from './trial-data.ts';

/**
 * A simulated child's typical time to answer an upright pair (ms), and what each degree of turn
 * adds: mental rotation takes longer the further the picture is turned (a few ms per degree in
 * children; provisional, for tests and the demo world only).
 */
export const ROTATION_SIMULATED_RT_MS = 800;
export const ROTATION_SIMULATED_MS_PER_DEGREE = 4;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** How hard an angle is, in logits: upright pairs easy (-1), a half turn hard (+1). */
export const angleDifficulty = (angle: number) => -1 + angle / 90;

/**
 * The chance that a child of ability `theta` picks the match: from a guess (one in two) up to
 * 97%, falling as the angle's difficulty rises above theta.
 */
export const pRight = (theta: number, angle: number) =>
  0.5 + (0.97 - 0.5) * logistic(1.7 * (theta - angleDifficulty(angle)));

const respond = (step: RotationStep, theta: number, rng: Rng): 'left' | 'right' => {
  if (rng.next() < pRight(theta, step.angle)) return step.matchSide;
  return step.matchSide === 'left' ? 'right' : 'left';
};

/**
 * A headless Matching Game: the same engine gives the steps (the test list from the run's seed,
 * `rng.seed`, as the server rebuilds it) and the same function records the trials; the child
 * answers as `pRight` says, after a log-normal time growing with the angle.
 */
export function simulateRotation(
  params: { practice: boolean; numTrials?: number | undefined },
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const engine = createRotationEngine({
    seed: rng.seed,
    practice: params.practice,
    ...(params.numTrials !== undefined ? { numTrials: params.numTrials } : {}),
  });
  const base = child.medianRtMs ?? ROTATION_SIMULATED_RT_MS;
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    const response = respond(step, child.theta, rng);
    const rtMs = simulatedRtMs(rng, base + ROTATION_SIMULATED_MS_PER_DEGREE * step.angle);
    clockMs += 1500; // the pictures appear after the previous answer's feedback
    const { data } = rotationTrialData(step, { response, source: 'touch', rtMs, onsetMs: clockMs });
    trials.push({ ...rotationTrialPlace(step), data });
    clockMs += rtMs;
    engine.answer(step, response);
  }
  return trials;
}
