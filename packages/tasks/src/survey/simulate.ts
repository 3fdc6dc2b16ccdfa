import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { createSurveyEngine } from './engine.ts';
import type { SurveyLanguage } from './items.ts';
import { surveyTrial } from './trial-data.ts';

/** Median time to answer a spoken question (ms). */
const SURVEY_SIMULATED_RT_MS = 2500;
/** Time each question is spoken before its answers count (ms). */
const QUESTION_MS = 2500;

/**
 * A headless survey: the same engine asks, and the simulated child says yes to the assent
 * question and answers around a leaning of their own (their theta moves it up the scale), so a
 * class's counts spread as real answers do.
 */
export function simulateSurvey(
  params: { language: SurveyLanguage; practice: boolean },
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const engine = createSurveyEngine(params);
  const lean = Math.max(0, Math.min(3, 1.6 + 0.5 * child.theta));
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    const answer =
      step.kind === 'assent'
        ? 'yes'
        : String(Math.max(0, Math.min(3, Math.round(lean + (rng.next() - 0.5) * 2.2))));
    const rtMs = simulatedRtMs(rng, child.medianRtMs ?? SURVEY_SIMULATED_RT_MS);
    clockMs += QUESTION_MS;
    trials.push(surveyTrial(step, { response: answer, source: 'touch', rtMs, onsetMs: clockMs }));
    clockMs += rtMs;
    engine.answer(step, answer);
  }
  return trials;
}
