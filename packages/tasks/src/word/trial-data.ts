import type { Exposure } from '../trial-types.ts';
import type { TrialResponse } from '../trial-types.ts';
import type { TwoChoice } from '../trial-types.ts';
import { roundMs } from '../runtime/time.ts';
import type { WordStep } from './engine.ts';

/** What a Word answer is called in the data: the kind of word the child chose. */
export const wordChoice = (choice: TwoChoice) => (choice === 'right' ? 'real' : 'made-up');

/** The data record of one answered Word trial (wordTrialSchema). */
export function wordTrialData(input: {
  step: WordStep;
  response: Pick<TrialResponse<TwoChoice>, 'choice' | 'source' | 'rtMs'>;
  correct: boolean;
  onsetMs: number;
  exposure: { requestedFrames: number; requestedMs: number; measured: Exposure | null } | null;
  frameIntervalMs: number | undefined;
  ability: { theta: number; se: number } | null;
}): Record<string, unknown> {
  const { step, response, exposure, ability } = input;
  const { a, b, c, d } = step.item.params;
  return {
    stimulus: step.item.stimulus,
    lexicality: step.item.lexicality,
    correctResponse: step.item.lexicality,
    response: wordChoice(response.choice),
    responseSource: response.source,
    correct: input.correct ? 1 : 0,
    rt: roundMs(response.rtMs),
    onset: input.onsetMs,
    exposure: exposure
      ? {
          requestedFrames: exposure.requestedFrames,
          requestedMs: exposure.requestedMs,
          measuredFrames: exposure.measured?.measuredFrames ?? null,
          measuredMs: exposure.measured ? roundMs(exposure.measured.measuredMs) : null,
          frameIntervalMs:
            input.frameIntervalMs === undefined ? null : roundMs(input.frameIntervalMs),
        }
      : null,
    ...(ability && Number.isFinite(ability.se)
      ? { theta: ability.theta, se: ability.se }
      : ability
        ? { theta: ability.theta }
        : {}),
    itemParams: { a, b, c, d },
  };
}
