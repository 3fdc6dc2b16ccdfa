import {
  estimateThetaEap,
  personFitFlag,
  type AbilityPrior,
  sameResponseFlag,
  stimulusTimingFlag,
  type GameFlag,
  type ScoredResponse,
} from '@roar/scoring';
import type { RunToScore } from '../registry/definition.ts';

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The Word game's validity flags (issue 20, item 8; docs/validity-flags.md): answers that misfit
 * the items (lz, from the judged answers and the rebuilt items' params) at the EAP ability with
 * the grade's prior, in both languages: there a guesser's half-right answers sit far below what
 * their grade's items expect, while at an English MLE (at the bank's floor) they would fit;
 * one key pressed throughout, and 350 ms exposures the screen did not show for the frames asked
 * (the frames the browser measured, stored with each trial).
 */
export function wordValidityFlags(
  run: RunToScore,
  responses: readonly ScoredResponse[],
  prior: AbilityPrior,
): GameFlag[] {
  const test = run.trials.filter((t) => t.stage === 'test');
  const flags: (GameFlag | null)[] = [
    responses.length === 0
      ? null
      : personFitFlag(responses, estimateThetaEap(responses, prior).theta),
    sameResponseFlag(test.map((t) => t.data.response as string | undefined)),
    stimulusTimingFlag(
      test.flatMap((t) => {
        const exposure = t.data.exposure as Record<string, unknown> | null | undefined;
        const requested = numberOrNull(exposure?.requestedFrames);
        return requested === null
          ? []
          : [
              {
                requestedFrames: requested,
                measuredFrames: numberOrNull(exposure?.measuredFrames),
              },
            ];
      }),
    ),
  ];
  return flags.filter((f): f is GameFlag => f !== null);
}
