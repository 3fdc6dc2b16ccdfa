import { gradeAbilityPrior, probability } from '@roar/scoring';
import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { vocabBank } from './bank.ts';
import { DEFAULT_VOCAB_TRIALS, createVocabEngine } from './engine.ts';
import type { VocabParams } from './params.ts';
import { vocabTrialData, vocabTrialPlace } from './trial-data.ts';

/**
 * A headless run by a simulated child: the game's own engine picks the items and lays out the
 * pictures; the child answers each right with the 4PL probability of the item's provisional
 * parameters at its ability (practice and catch items too), otherwise picks a wrong picture, after
 * a log-normal response time. A child with theta -Infinity answers at random.
 */
export function simulateVocab(params: VocabParams, rng: Rng, child: SimulatedChild): GameTrial[] {
  const engine = createVocabEngine({
    bank: vocabBank(params.language),
    numTrials: params.numTrials ?? DEFAULT_VOCAB_TRIALS,
    stoppingSE: params.stoppingSE,
    practice: params.practice,
    prior: gradeAbilityPrior(child.grade),
    rng,
    avoidItemIds: child.recentItemIds,
  });
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    const p = Number.isFinite(child.theta)
      ? probability(step.item.params, child.theta)
      : 1 / step.options.length;
    const right = rng.next() < p;
    const wrong = step.options.filter((o) => o.concept !== step.item.answer.concept);
    const chosen = right ? step.item.answer : rng.pick(wrong);
    const rtMs = simulatedRtMs(rng, child.medianRtMs ?? 2200);
    clockMs += 800;
    const onsetMs = clockMs;
    clockMs += rtMs;
    const ability = engine.answer(step, right);
    const { data } = vocabTrialData(step, {
      chosen,
      source: 'pointer',
      rtMs,
      onsetMs,
      replays: 0,
      ability,
    });
    trials.push({ ...vocabTrialPlace(step), data });
  }
  return trials;
}
