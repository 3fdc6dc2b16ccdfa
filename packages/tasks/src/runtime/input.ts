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
 * release; a target pressed with Enter or Space (a focused button's click without a pointer)
 * answers as the keyboard. Returns a function that removes every listener; the clock's `endTrial()` also does.
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

  // A held Enter repeats the click of a focused answer button: only its first press answers.
  let enterRepeating = false;
  on<KeyboardEvent>(keyTarget, 'keyup', (event) => {
    if (event.key === 'Enter') enterRepeating = false;
  });
  on<KeyboardEvent>(keyTarget, 'keydown', (event) => {
    if (event.key === 'Enter') enterRepeating = event.repeat;
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
    // A button reached by Tab and pressed with Enter or Space fires a click without a pointer
    // (detail 0): the keyboard answers through it as it does through the mapped keys.
    on<MouseEvent>(element, 'click', (event) => {
      if (event.detail === 0 && !enterRepeating) accept(event, choice, 'keyboard');
    });
  }

  clock.onTrialEnd(remove);
  return remove;
}
