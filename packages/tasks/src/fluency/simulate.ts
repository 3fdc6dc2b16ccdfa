import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { limitMs } from '../registry/time-limits.ts';
import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import { createFluencyEngine, type FluencyEngineOptions, type FluencyStep } from './engine.ts';
import { fluencyTrialData, fluencyTrialPlace } from './trial-data.ts';

/** Gap between answering and the next problem on screen (ms), as the player shows it. */
const GAP_MS = 300;

/** How hard a problem is for the simulated child, on the ability scale. */
function difficulty(step: FluencyStep): number {
  if (!step.problem) return -4;
  const digits = String(step.problem.a).length + String(step.problem.b).length;
  const base = { addition: -1.5, subtraction: -1, multiplication: -0.5, division: 0 };
  return base[step.problem.operation] + (digits - 2) * 0.6;
}

/**
 * A headless fluency run by a simulated child: the same engine gives the problems; the child is
 * right with a probability that rises with ability over the problem's difficulty, after a response
 * time that shrinks with ability; block time runs on, so a slower child reaches fewer problems.
 * A response past the problem's limit is a timeout (no answer).
 */
export function simulateFluency(
  options: FluencyEngineOptions & { itemSeconds: number | null },
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const engine = createFluencyEngine(options);
  const trials: GameTrial[] = [];
  const itemMs = limitMs(options.itemSeconds);
  const median =
    (child.medianRtMs ?? (options.kind === 'facts' ? 2500 : 7000)) * Math.exp(-0.3 * child.theta);
  let clockMs = 1000;
  let blockUsed = 0;
  // No block yet: the first test problem starts block 0's clock (practice time is not block time).
  let block = -1;
  for (let step = engine.next(); step; step = engine.next()) {
    if (step.part === 'test' && step.block !== block) {
      block = step.block;
      blockUsed = 0;
    }
    const rtMs = simulatedRtMs(rng, median);
    const timedOut = rtMs > itemMs;
    if (step.part === 'test' && blockUsed + GAP_MS + Math.min(rtMs, itemMs) >= engine.blockMs) {
      engine.expire();
      continue;
    }
    const p = 1 / (1 + Math.exp(-1.7 * (child.theta - difficulty(step))));
    const right = !timedOut && rng.next() < p;
    const wrongValue = () =>
      step.options
        ? String(rng.pick(step.options.filter((o) => o.lure !== null)).value)
        : String(Number(step.target) + rng.pick([1, 2, 10]));
    const response = timedOut ? null : right ? step.target : wrongValue();
    clockMs += GAP_MS;
    blockUsed += GAP_MS + Math.min(rtMs, itemMs);
    const elapsedMs = step.part === 'test' ? blockUsed : undefined;
    const { correct, data } = fluencyTrialData(step, {
      response,
      source: timedOut ? null : 'keyboard',
      rtMs: timedOut ? null : rtMs,
      onsetMs: clockMs,
      mode: options.responseMode,
      elapsedMs,
      ...(options.responseMode === 'production' && !timedOut
        ? { keystrokes: (response ?? '').length }
        : {}),
    });
    trials.push({ ...fluencyTrialPlace(step), data });
    clockMs += Math.min(rtMs, itemMs);
    engine.answer(step, correct, elapsedMs);
  }
  return trials;
}
