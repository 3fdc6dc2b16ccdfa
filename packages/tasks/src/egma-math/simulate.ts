import type { Rng } from '../runtime/random.ts';
import { normalDraw, simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { createEgmaEngine, type EgmaStep } from './engine.ts';
import { sliderResponse } from './judge.ts';
import { egmaTrialData, egmaTrialPlace } from './trial-data.ts';
import type { EgmaBand } from './types.ts';

/** A child's typical time to answer one math item (reading a problem takes longer than a word). */
export const EGMA_SIMULATED_RT_MS = 3500;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The response of a simulated child of ability `theta` to one step. On a choice the child is
 * right with a probability falling with the item's difficulty above theta (from chance with the
 * options shown, up to 97%); a wrong answer is one of the lures. On the slider the placement
 * misses the target by a normal error whose spread (in percent of the line) shrinks as theta
 * passes the item's difficulty: 6% at the difficulty, so a little over half land within 5%.
 */
function respond(step: EgmaStep, theta: number, rng: Rng): string {
  const { item } = step;
  const above = theta - item.difficulty;
  if (item.format === 'number-line-slider' && item.range && item.target !== undefined) {
    const spreadPercent = Math.min(35, Math.max(0.5, 6 * Math.exp(-0.8 * above)));
    const length = item.range[1] - item.range[0];
    return sliderResponse(item, item.target + (normalDraw(rng) * spreadPercent * length) / 100);
  }
  const chance = 1 / step.options.length;
  const pCorrect = chance + (0.97 - chance) * logistic(1.7 * above);
  if (rng.next() < pCorrect) return item.answer;
  return rng.pick(step.options.filter((option) => option !== item.answer));
}

/**
 * A headless Math Game: the same engine gives the steps and the same function records the
 * trials; the child answers as `respond` says, after a log-normal response time.
 */
export function simulateEgma(
  params: { practice: boolean; itemsPerBlock?: number },
  band: EgmaBand,
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const engine = createEgmaEngine({
    band,
    rng,
    practice: params.practice,
    ...(params.itemsPerBlock !== undefined ? { itemsPerBlock: params.itemsPerBlock } : {}),
  });
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    const response = respond(step, child.theta, rng);
    const rtMs = simulatedRtMs(rng, child.medianRtMs ?? EGMA_SIMULATED_RT_MS);
    clockMs += 2500;
    const { correct, data } = egmaTrialData(step, {
      response,
      source: 'touch',
      rtMs,
      onsetMs: clockMs,
    });
    trials.push({ ...egmaTrialPlace(step), data });
    clockMs += rtMs;
    engine.answer(step, correct);
  }
  return trials;
}
