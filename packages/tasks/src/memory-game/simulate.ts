import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { createMemoryEngine, type MemoryStep } from './engine.ts';
import { memoryResponse } from './items.ts';
import { MEMORY_LEAD_IN_MS, showMs, type MemoryGrid } from './rules.ts';
import { memoryTrialData, memoryTrialPlace } from './trial-data.ts';

/** A child's typical time per tap (the whole response takes about this per square). */
export const MEMORY_SIMULATED_TAP_MS = 700;

/** Span of an average child (theta 0): about four squares forward, a little less backward. */
const AVERAGE_SPAN = 4;
const BACKWARD_HANDICAP = 0.5;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Whether a simulated child repeats a sequence right: likely up to its span (4 + theta squares),
 * less and less likely past it (a logistic in the squares over the span), never quite sure.
 */
export function pRight(step: MemoryStep, theta: number): number {
  const span = AVERAGE_SPAN + theta - (step.direction === 'backward' ? BACKWARD_HANDICAP : 0);
  return 0.97 * logistic(2 * (span + 0.5 - step.length));
}

/** The taps of a simulated child: the key, or the key with one square swapped for another. */
function respond(step: MemoryStep, theta: number, rng: Rng): string {
  const key = step.correctResponse.split('-').map(Number);
  if (rng.next() < pRight(step, theta)) return memoryResponse(key);
  const at = rng.int(0, key.length - 1);
  const others = Array.from({ length: step.grid }, (_, i) => i).filter((s) => s !== key[at]);
  key[at] = rng.pick(others);
  return memoryResponse(key);
}

/**
 * A headless Memory Game: the same engine gives the sequences (from the generator's seed, the
 * run's seed) and the same function records the trials; the child taps after each sequence is
 * shown, about MEMORY_SIMULATED_TAP_MS per square.
 */
export function simulateMemory(
  params: { practice: boolean; trialsPerBlock?: number },
  grid: MemoryGrid,
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const engine = createMemoryEngine({
    seed: rng.seed,
    grid,
    practice: params.practice,
    ...(params.trialsPerBlock !== undefined ? { trialsPerPhase: params.trialsPerBlock } : {}),
  });
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    clockMs += MEMORY_LEAD_IN_MS + showMs(step.length);
    const rtMs = simulatedRtMs(rng, (child.medianRtMs ?? MEMORY_SIMULATED_TAP_MS) * step.length);
    const { correct, data } = memoryTrialData(step, {
      response: respond(step, child.theta, rng),
      source: 'touch',
      rtMs,
      onsetMs: clockMs,
    });
    trials.push({ ...memoryTrialPlace(step), data });
    clockMs += rtMs + 1000;
    engine.answer(step, correct);
  }
  return trials;
}
