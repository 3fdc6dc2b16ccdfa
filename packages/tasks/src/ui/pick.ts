import { listenForResponse, type TrialResponse } from '../runtime/input.ts';
import type { TrialClock } from '../runtime/trial-clock.ts';

/**
 * Waits for the one answer of a trial whose answers are elements marked `data-pick="<value>"`
 * inside `root`: pressed by pointer or touch, by Tab then Enter or Space, or by a mapped key
 * (`keys`: KeyboardEvent.key -> value, e.g. '1' -> the first answer, ArrowLeft -> 'left'). Call it
 * right after the onset frame (clock.showAt resolved): the answer is timed from it. Unlike the
 * older games' buttons, these stay in the tab order (WCAG 2.1.1).
 */
export function awaitPick(
  clock: TrialClock,
  root: HTMLElement,
  keys: Readonly<Record<string, string>> = {},
): Promise<TrialResponse<string>> {
  return new Promise((resolve) => {
    const targets = [...root.querySelectorAll<HTMLElement>('[data-pick]')].map((element) => ({
      element,
      choice: element.dataset.pick!,
    }));
    listenForResponse<string>({ clock, keys, targets, onResponse: resolve });
  });
}

/** Keys '1', '2'... for answers in the order shown. */
export const numberKeys = (values: readonly string[]): Record<string, string> =>
  Object.fromEntries(values.map((value, index) => [String(index + 1), value]));

/**
 * The answer, or null when `windowMs` passes first (a timed trial's window runs from the onset).
 */
export async function awaitPickWithin(
  clock: TrialClock,
  root: HTMLElement,
  keys: Readonly<Record<string, string>>,
  windowMs: number,
): Promise<TrialResponse<string> | null> {
  return Promise.race([awaitPick(clock, root, keys), clock.wait(windowMs).then(() => null)]);
}
