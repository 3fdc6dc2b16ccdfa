import type { TrialClock } from '../runtime/trial-clock.ts';
import { listenForResponse, type TrialResponse } from '../runtime/input.ts';
import type { TwoChoice } from '../trial-types.ts';

export type { TwoChoice } from '../trial-types.ts';

/** Left and right arrow keys, and the two on-screen buttons, answer a two-choice trial. */
export const TWO_CHOICE_KEYS: Readonly<Record<string, TwoChoice>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * Waits for the one answer of a two-choice trial on keys and on the on-screen buttons inside
 * `root`. Call it right after the onset frame (clock.showAt resolved): answers are timed from it.
 */
export function awaitTwoChoice(
  clock: TrialClock,
  root: HTMLElement,
): Promise<TrialResponse<TwoChoice>> {
  return new Promise((resolve) => {
    const targets = (['left', 'right'] as const).flatMap((choice) => {
      const element = root.querySelector(`[data-choice="${choice}"]`);
      return element ? [{ element, choice }] : [];
    });
    listenForResponse<TwoChoice>({ clock, keys: TWO_CHOICE_KEYS, targets, onResponse: resolve });
  });
}

export { roundMs } from '../runtime/time.ts';
