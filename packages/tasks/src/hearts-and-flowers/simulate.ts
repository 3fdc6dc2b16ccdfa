import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { createHfEngine, type HfEngineOptions, type HfStep } from './engine.ts';
import { HF_FEEDBACK_MS } from './rules.ts';
import { hfTrialData, hfTrialPlace } from './trial-data.ts';
import type { HfBlockId, HfShape } from './types.ts';

/** A child's typical time to press for a heart (ms); flowers and the mixed blocks take longer. */
export const HF_SIMULATED_RT_MS = 750;

/**
 * How hard each block is for the simulated child, on the ability scale: pressing on the same
 * side is easy, the opposite side harder (inhibition), switching hardest (the faster mixed2 too).
 */
const DIFFICULTY: Readonly<Record<HfBlockId, number>> = {
  hearts: -2.5,
  flowers: -1,
  mixed: 0,
  mixed2: 0.3,
};

/** Slowing of the median time by block (flowers: inhibition; mixed: switching). */
const SLOWING: Readonly<Record<HfBlockId, number>> = {
  hearts: 1,
  flowers: 1.1,
  mixed: 1.2,
  mixed2: 1.2,
};

/** Extra slowing after a change of shape in a mixed block (the simulated switch cost). */
const SWITCH_SLOWING = 1.1;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Right with a probability from chance (two buttons) up to 98%; instruction trials are easier. */
const pRight = (step: HfStep, theta: number) =>
  0.5 +
  0.48 * logistic(1.7 * (theta - DIFFICULTY[step.block] + (step.phase === 'instruction' ? 1 : 0)));

/**
 * A headless Hearts and Flowers run: the same engine gives the steps and the same function records
 * the trials. The child presses the right side with pRight, else the other one, after a
 * log-normal time that shrinks with ability; a time past the window is a time-out (no answer).
 */
export function simulateHf(options: HfEngineOptions, rng: Rng, child: SimulatedChild): GameTrial[] {
  const engine = createHfEngine(options);
  const trials: GameTrial[] = [];
  const baseMs = (child.medianRtMs ?? HF_SIMULATED_RT_MS) * Math.exp(-0.15 * child.theta);
  let clockMs = 1000;
  let previous: { block: HfBlockId; shape: HfShape } | null = null;
  for (let step = engine.next(); step; step = engine.next()) {
    const switched =
      step.phase === 'test' && previous?.block === step.block && previous.shape !== step.shape;
    const medianMs =
      baseMs *
      SLOWING[step.block] *
      (switched ? SWITCH_SLOWING : 1) *
      (step.phase === 'instruction' ? 1.5 : 1);
    const drawnMs = simulatedRtMs(rng, medianMs);
    const timedOut = step.responseWindowMs !== null && drawnMs > step.responseWindowMs;
    const right = rng.next() < pRight(step, child.theta);
    const wrongSide = step.correctResponse === 'left' ? 'right' : 'left';
    clockMs += step.fixationMs;
    const { data } = hfTrialData(step, {
      response: timedOut ? null : right ? step.correctResponse : wrongSide,
      source: timedOut ? null : 'touch',
      rtMs: timedOut ? null : drawnMs,
      onsetMs: clockMs,
    });
    trials.push({ ...hfTrialPlace(step), data });
    clockMs += (timedOut ? step.responseWindowMs! : drawnMs) + (step.feedback ? HF_FEEDBACK_MS : 0);
    engine.answer(step, data.response);
    if (step.phase === 'test') previous = { block: step.block, shape: step.shape };
  }
  return trials;
}
