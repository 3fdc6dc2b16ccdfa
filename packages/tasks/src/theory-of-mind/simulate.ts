import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import { createTheoryOfMindEngine, type QuestionStep } from './engine.ts';
import { THEORY_OF_MIND_SIMULATED_RT_MS } from './rules.ts';
import { theoryOfMindTrialData, theoryOfMindTrialPlace } from './trial-data.ts';
import type { QuestionType } from './types.ts';

/**
 * Difficulty (logits) of each type of question for the simulated child (provisional): what
 * really happened is easiest, then feelings from wants, then intentions; what another person
 * wrongly thinks is hardest (it comes latest in development).
 */
const DIFFICULTY: Readonly<Record<QuestionType, number>> = {
  control: -1.5,
  emotion: -0.5,
  intention: 0,
  'false-belief': 0.5,
};

/** Time a scene stays (narration and a tap), and a question is spoken before its options count. */
const SCENE_MS = 6000;
const QUESTION_MS = 2500;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The response of a simulated child of ability `theta`: right with a probability rising from
 * chance (one in the number of options) to 97% as theta passes the question type's difficulty;
 * otherwise one of the other options at random.
 */
function respond(step: QuestionStep, theta: number, rng: Rng): string {
  const ids = step.options.map((option) => option.id);
  const chance = 1 / ids.length;
  const pRight = chance + (0.97 - chance) * logistic(1.7 * (theta - DIFFICULTY[step.questionType]));
  if (rng.next() < pRight) return step.question.answer;
  return rng.pick(ids.filter((id) => id !== step.question.answer));
}

/**
 * A headless Stories Game: the same engine tells the stories (scenes are only time passing) and
 * the same function records the question trials.
 */
export function simulateTheoryOfMind(
  params: { practice: boolean; numTrials?: number },
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const engine = createTheoryOfMindEngine({
    practice: params.practice,
    ...(params.numTrials !== undefined ? { numTrials: params.numTrials } : {}),
  });
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  for (let step = engine.next(); step; step = engine.next()) {
    if (step.kind === 'scene') {
      clockMs += SCENE_MS;
      engine.advance(step);
      continue;
    }
    const response = respond(step, child.theta, rng);
    const rtMs = simulatedRtMs(rng, child.medianRtMs ?? THEORY_OF_MIND_SIMULATED_RT_MS);
    clockMs += QUESTION_MS;
    const { data } = theoryOfMindTrialData(step, {
      response,
      source: 'touch',
      rtMs,
      onsetMs: clockMs,
    });
    trials.push({ ...theoryOfMindTrialPlace(step), data });
    clockMs += rtMs;
    engine.answer(step, response);
  }
  return trials;
}
