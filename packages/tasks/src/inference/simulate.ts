import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { inferenceItemParams } from './ability.ts';
import { createInferenceEngine, type InferenceStep } from './engine.ts';
import { INFERENCE_SIMULATED_RT_MS } from './rules.ts';
import { inferenceTrialData, inferenceTrialPlace } from './trial-data.ts';

/** Time a question's screen takes before it counts (the blank, the question spoken). */
const QUESTION_MS = 2500;

/**
 * The response of a simulated child of ability `theta`: right with the question's provisional
 * 3PL probability (the model scoring assumes), otherwise one of the other options at random.
 */
function respond(step: InferenceStep, theta: number, rng: Rng): string {
  const { a, b, c } = inferenceItemParams(step.question);
  const pRight = c + (1 - c) / (1 + Math.exp(-a * (theta - b)));
  if (rng.next() < pRight) return step.question.answer;
  const ids = step.question.options.map((option) => option.id);
  return rng.pick(ids.filter((id) => id !== step.question.answer));
}

/**
 * A headless Inference Game: the same engine asks the questions and the same function records
 * the trials. The simulated child reads for itself (never asks for the passage to be read), and
 * `child.theta` is its ability on the items' provisional scale.
 */
export function simulateInference(
  params: { practice: boolean; numTrials?: number; maxConsecutiveErrors?: number | undefined },
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const engine = createInferenceEngine({
    practice: params.practice,
    ...(params.numTrials !== undefined ? { numTrials: params.numTrials } : {}),
    maxConsecutiveErrors: params.maxConsecutiveErrors,
  });
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    const response = respond(step, child.theta, rng);
    const rtMs = simulatedRtMs(rng, child.medianRtMs ?? INFERENCE_SIMULATED_RT_MS);
    clockMs += QUESTION_MS;
    const { data } = inferenceTrialData(step, {
      response,
      source: 'touch',
      rtMs,
      onsetMs: clockMs,
      readAloud: false,
    });
    trials.push({ ...inferenceTrialPlace(step), data });
    clockMs += rtMs;
    engine.answer(step, response);
  }
  return trials;
}
