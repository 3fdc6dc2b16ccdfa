import type { TrialClock } from './trial-clock.ts';

import type { ResponseSource, TrialResponse } from '../trial-types.ts';

export type { ResponseSource, TrialResponse } from '../trial-types.ts';

/** Choices for one trial: keys of the keyboard and on-screen elements (buttons, pictures). */
export interface ResponseListenerOptions<Choice> {
  /** Onset and RT come from this clock; the listener is removed when its trial ends. */
  clock: TrialClock;
  /** `KeyboardEvent.key` -> choice, e.g. `{ ArrowLeft: 'left', ArrowRight: 'right' }`. */
  keys?: Readonly<Record<string, Choice>>;
  /** Elements answered by mouse, pen or touch. */
  targets?: ReadonlyArray<{ element: EventTarget; choice: Choice }>;
  /** Where key presses are heard (the window by default). */
  keyTarget?: EventTarget;
  /** Called once, with the first response after the onset. */
  onResponse(response: TrialResponse<Choice>): void;
}

/**
 * Listens for the one response of a trial. The first press of a mapped key, or press on a target,
 * after the stimulus onset wins; held-key repeats, shortcuts with modifiers, secondary mouse buttons
 * and extra fingers are ignored. Presses on targets use `pointerdown` (and `touchstart` where
 * pointer events are missing) rather than `click`, so the RT is the moment of contact, not of
 * release; a focused target pressed with Enter or Space answers as the keyboard at the keydown.
 * Returns a function that removes every listener; the clock's `endTrial()` also does.
 */
export function listenForResponse<Choice>(options: ResponseListenerOptions<Choice>): () => void {
  const { clock, keys = {}, targets = [], onResponse } = options;
  const keyTarget = options.keyTarget ?? window;
  const removers: Array<() => void> = [];
  let done = false;

  const remove = () => {
    done = true;
    for (const removeListener of removers.splice(0)) removeListener();
  };

  const accept = (event: Event, choice: Choice, source: ResponseSource): boolean => {
    const onsetMs = clock.onsetMs;
    if (done || onsetMs === undefined) return false;
    const timeStamp = clock.eventTimeMs(event);
    if (timeStamp < onsetMs) return false;
    remove();
    onResponse({ choice, source, timeStamp, rtMs: timeStamp - onsetMs });
    return true;
  };

  const on = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void) => {
    const listener = (event: Event) => handler(event as E);
    target.addEventListener(type, listener);
    removers.push(() => target.removeEventListener(type, listener));
  };

  // Keys answer at their keydown. The click a focused button then fires for the same key (Enter:
  // at each press, held repeats too; Space: at release) is not a second or a later answer; a click
  // with neither key nor pointer (a screen reader activating the button) still answers.
  let keyTurn = false;
  const markKeyTurn = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    keyTurn = true;
    setTimeout(() => {
      keyTurn = false;
    });
  };
  on<KeyboardEvent>(keyTarget, 'keyup', markKeyTurn);
  on<KeyboardEvent>(keyTarget, 'keydown', (event) => {
    markKeyTurn(event);
    if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
    // Enter or Space on a focused answer button answers at the press, not at the click that a
    // button fires later (on release, for Space), so its RT is timed as every key's is.
    const focused = targets.find((t) => t.element === event.target);
    if (focused && (event.key === 'Enter' || event.key === ' ')) {
      accept(event, focused.choice, 'keyboard');
      return;
    }
    if (!Object.hasOwn(keys, event.key)) return;
    // Arrow keys would otherwise scroll the page under the stimulus.
    event.preventDefault();
    accept(event, keys[event.key] as Choice, 'keyboard');
  });

  const hasPointerEvents = typeof PointerEvent !== 'undefined';
  for (const { element, choice } of targets) {
    if (hasPointerEvents) {
      on<PointerEvent>(element, 'pointerdown', (event) => {
        if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
        accept(event, choice, event.pointerType === 'touch' ? 'touch' : 'pointer');
      });
    } else {
      on<MouseEvent>(element, 'mousedown', (event) => {
        if (event.button === 0) accept(event, choice, 'pointer');
      });
    }
    on<TouchEvent>(element, 'touchstart', (event) => {
      if (event.touches.length <= 1) accept(event, choice, 'touch');
    });
    // A click without a pointer (detail 0) and not made by a key: assistive technology.
    on<MouseEvent>(element, 'click', (event) => {
      if (event.detail === 0 && !keyTurn) accept(event, choice, 'keyboard');
    });
  }

  clock.onTrialEnd(remove);
  return remove;
}
