import { gradeAbilityPrior, probability, type ItemParams } from '@roar/scoring';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import { swrBank } from '../swr/index.ts';
import { createWordEngine } from './engine.ts';
import type { WordParams } from './info.ts';
import { DEFAULT_WORD_TRIALS, EXPOSURE_MS, FIXATION_MS } from './constants.ts';
import { wordTrialData } from './trial-data.ts';

const FRAME_MS = 1000 / 60;

/** The key a simulated child presses: by the 4PL at its ability, at random, or always 'real'. */
function chosenKey(
  child: SimulatedChild,
  params: ItemParams,
  real: boolean,
  rng: Rng,
): 'left' | 'right' {
  if (child.answers === 'one-key') return 'right';
  if (child.answers === 'random') return rng.next() < 0.5 ? 'right' : 'left';
  const correct = rng.next() < probability(params, child.theta);
  return real === correct ? 'right' : 'left';
}

/**
 * A headless Word run by a simulated child: the game's own engine picks the items, and the child
 * answers each correctly with the 4PL probability at its ability (practice too) after a
 * log-normal response time.
 */
export function simulateWord(params: WordParams, rng: Rng, child: SimulatedChild): GameTrial[] {
  const language = params.language === 'es' ? 'es' : 'en';
  const engine = createWordEngine({
    language,
    bank: swrBank(language),
    numTrials: params.numTrials ?? DEFAULT_WORD_TRIALS,
    stoppingSE: params.stoppingSE,
    practice: params.practice,
    prior: gradeAbilityPrior(child.grade),
    rng,
    avoidItemIds: child.recentItemIds,
  });
  const medianMs = child.medianRtMs ?? 850;
  const frames = Math.round(EXPOSURE_MS / FRAME_MS);
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    clockMs += FIXATION_MS;
    const onsetMs = clockMs;
    const choice = chosenKey(child, step.item.params, step.item.lexicality === 'real', rng);
    const correct = (choice === 'right') === (step.item.lexicality === 'real');
    const rtMs = simulatedRtMs(rng, medianMs);
    clockMs += rtMs;
    const ability = engine.answer(step, correct);
    trials.push({
      trialIndex: step.trialIndex,
      block: step.stage === 'practice' ? 'practice' : String(step.block),
      stage: step.stage,
      itemId: step.item.id,
      data: wordTrialData({
        step,
        response: { choice, source: 'keyboard', rtMs },
        correct,
        onsetMs,
        exposure: {
          requestedFrames: frames,
          requestedMs: EXPOSURE_MS,
          measured:
            rtMs > EXPOSURE_MS
              ? {
                  requestedFrames: frames,
                  measuredFrames: frames,
                  measuredMs: frames * FRAME_MS,
                  onsetMs,
                  offsetMs: onsetMs + frames * FRAME_MS,
                }
              : null,
        },
        frameIntervalMs: FRAME_MS,
        ability,
      }),
    });
  }
  return trials;
}
