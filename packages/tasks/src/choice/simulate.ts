import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import { createChoiceEngine, type ChoiceSection, type StopRule } from './engine.ts';
import { choiceTrialData, choiceTrialPlace } from './trial-data.ts';

/**
 * A headless choice game: the same engine gives the steps; the child answers correctly with a
 * probability that rises with ability (chance with `choices` options at very low ability), after
 * a log-normal response time.
 */
export function simulateChoiceGame(
  sections: readonly ChoiceSection[],
  options: {
    practice: boolean;
    stop?: StopRule;
    rng: Rng;
    child: SimulatedChild;
    medianRtMs: number;
  },
): GameTrial[] {
  const { rng, child } = options;
  const engine = createChoiceEngine({
    sections,
    practice: options.practice,
    rng,
    ...(options.stop ? { stop: options.stop } : {}),
  });
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    const chance = 1 / step.options.length;
    const pCorrect = chance + (0.97 - chance) / (1 + Math.exp(-1.4 * (child.theta + 0.5)));
    const correct = rng.next() < pCorrect;
    const wrong = step.options.filter((o) => o.value !== step.item.answer.value);
    const chosen = correct ? step.item.answer : rng.pick(wrong);
    const rtMs = simulatedRtMs(rng, child.medianRtMs ?? options.medianRtMs);
    clockMs += 2500;
    const { data } = choiceTrialData(step, { chosen, source: 'pointer', rtMs, onsetMs: clockMs });
    trials.push({ ...choiceTrialPlace(step), data });
    clockMs += rtMs;
    engine.answer(step, correct);
  }
  return trials;
}
