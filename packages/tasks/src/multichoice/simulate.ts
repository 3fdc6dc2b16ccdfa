import { probability } from '@roar/scoring';
import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { answerKeyOf } from './answer-keys/index.ts';
import { createWrittenEngine } from './engine.ts';
import { itemParams } from './item-params.ts';
import type { WrittenChoiceParams } from './params.ts';
import { serverPlan } from './scoring.ts';
import { writtenTrialData, writtenTrialPlace } from './trial-data.ts';

/** A reader's typical time to read a sentence and choose (ms). */
export const WRITTEN_MEDIAN_RT_MS = 4_500;

/**
 * A headless run by a simulated child (server-side: it knows the keys): the same plan and
 * engine as the player; each item is answered right with the 4PL probability of its prior
 * parameters at the child's ability (a wrong answer is one of the other three options), after
 * a log-normal reading time. A time limit ends the run once the test time is used up.
 */
export function simulateWrittenChoice(
  params: WrittenChoiceParams,
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const engine = createWrittenEngine(serverPlan(params));
  const limitMs =
    typeof params.timeLimitSeconds === 'number' ? params.timeLimitSeconds * 1000 : Infinity;
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  let testMs = 0;
  for (let step = engine.next(); step; step = engine.next()) {
    const key = answerKeyOf(params.bank, step.item.id)!;
    const right = rng.next() < probability(itemParams(step.item), child.theta);
    const wrong = [0, 1, 2, 3].filter((i) => i !== key);
    const choice = right ? key : rng.pick(wrong);
    const rtMs = simulatedRtMs(rng, child.medianRtMs ?? WRITTEN_MEDIAN_RT_MS);
    clockMs += 300;
    const timedOut = step.stage === 'test' && testMs + rtMs > limitMs;
    const { data } = writtenTrialData(params.bank, step, {
      choice: timedOut ? null : choice,
      source: timedOut ? null : 'pointer',
      rtMs: timedOut ? null : rtMs,
      onsetMs: clockMs,
    });
    trials.push({ ...writtenTrialPlace(params.bank, step), data });
    if (timedOut) {
      engine.end();
      break;
    }
    if (step.stage === 'test') testMs += rtMs;
    clockMs += rtMs;
    engine.answer();
  }
  return trials;
}
