import { probability } from '@roar/scoring';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import { CORE_MATH_ITEMS } from './bank.ts';
import { createCoreMathEngine, type CoreMathStep } from './engine.ts';
import { numberLineTolerance } from './judge.ts';
import { thetaParams } from './params.ts';
import { gradeNumber } from './support.ts';
import { coreMathTrialData, coreMathTrialPlace } from './trial-data.ts';
import type { CoreMathLanguage } from './types.ts';

/** A child takes about six seconds to read, work out and give an answer. */
export const CORE_MATH_MEDIAN_RT_MS = 6000;
/** Time between an answer and the next item's onset in the simulated timeline. */
const BETWEEN_TRIALS_MS = 1500;

const tidy = (x: number) => Number(x.toFixed(6));

/** A typed number as a child of the language writes it: Spanish with a decimal comma. */
const typed = (x: number, language: CoreMathLanguage) =>
  language === 'es' ? String(tidy(x)).replace('.', ',') : String(tidy(x));

/**
 * What a simulated child gives: the key (a typed fraction sometimes in an equivalent form, a
 * placement near the answer) when right; when wrong, a plausible error of the item's format: a
 * wrong option, a number off by one or ten, a fraction with one part off, a placement beyond the
 * tolerance.
 */
export function simulatedResponse(step: CoreMathStep, correct: boolean, rng: Rng): string {
  const { item, language } = step;
  switch (item.format) {
    case 'choice':
    case 'picture-choice': {
      if (correct) return item.answer;
      return rng.pick(step.view.options.filter((o) => o.value !== item.answer)).value;
    }
    case 'number': {
      const slips = [1, -1, 10, -10].map((d) => item.answer + d);
      return typed(correct ? item.answer : rng.pick(slips), language);
    }
    case 'fraction': {
      const { n, d } = item.answer;
      if (correct) return !item.simplest && rng.next() < 0.3 ? `${2 * n}/${2 * d}` : `${n}/${d}`;
      return rng.next() < 0.5 ? `${n + 1}/${d}` : `${n}/${d + 1}`;
    }
    case 'number-line': {
      const tolerance = numberLineTolerance(item);
      if (correct) return typed(item.answer + (rng.next() - 0.5) * tolerance, language);
      const miss = tolerance * (1.5 + 3 * rng.next());
      const right = item.answer + miss <= item.max;
      const left = item.answer - miss >= item.min;
      const side = right && left ? (rng.next() < 0.5 ? 1 : -1) : right ? 1 : -1;
      return typed(item.answer + side * miss, language);
    }
  }
}

export interface CoreMathSimulationParams {
  numTrials?: number;
  practice: boolean;
  language: CoreMathLanguage;
}

/**
 * A headless Core Math run: the game's own engine picks the items, the child answers each
 * correctly with the item's 3PL probability at its ability (practice too), after a log-normal
 * response time, and the trial data come from the game's own function.
 */
export function simulateCoreMath(
  params: CoreMathSimulationParams,
  rng: Rng,
  child: SimulatedChild,
  grade: string | null,
): GameTrial[] {
  const engine = createCoreMathEngine({
    items: CORE_MATH_ITEMS,
    rng,
    grade: gradeNumber(grade),
    practice: params.practice,
    language: params.language,
    avoidItemIds: child.recentItemIds,
    ...(params.numTrials !== undefined ? { numTrials: params.numTrials } : {}),
  });
  const medianMs = child.medianRtMs ?? CORE_MATH_MEDIAN_RT_MS;
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    clockMs += BETWEEN_TRIALS_MS;
    const onsetMs = clockMs;
    const correct = rng.next() < probability(thetaParams(step.item), child.theta);
    const response = simulatedResponse(step, correct, rng);
    const rtMs = simulatedRtMs(rng, medianMs);
    clockMs += rtMs;
    const ability = engine.answer(step, correct);
    const typedAnswer = step.item.format === 'number' || step.item.format === 'fraction';
    const source = typedAnswer ? 'keyboard' : 'pointer';
    const data = coreMathTrialData(step, { response, source, rtMs, onsetMs, ability });
    trials.push({ ...coreMathTrialPlace(step), data });
  }
  return trials;
}
