import type { TrialClock } from '../runtime/trial-clock.ts';
import type { ResponseSource } from '../trial-types.ts';
import { lineNumber } from './math-view.tsx';
import type { MathInput, MathScreen } from './screen-store.ts';

/** The answer to a math problem: the response, where and when it was given. */
export interface MathAnswer {
  /** The number typed ('12', '-0.5'), the fraction ('3/4'), the option's value, or the place. */
  value: string;
  source: ResponseSource;
  /** Event time of the answer (Enter, Done, the option pressed) on the performance clock. */
  timeStamp: number;
  rtMs: number;
  /** Keys and keypad presses that edited the answer (digits, deletions, moves on the line). */
  keystrokes: number;
}

/** Longest typed number (no answer of any game has more digits). */
const MAX_CHARS = 8;

const sourceOf = (event: PointerEvent): ResponseSource =>
  event.pointerType === 'touch' ? 'touch' : 'pointer';

type Edit = 'delete' | 'minus' | 'point' | 'fraction' | string;

/** The input after a key (a digit, delete, minus, point, fraction bar); null: no change. */
function edited(input: MathInput, key: Edit): MathInput | null {
  if (input.kind === 'keypad') {
    const { entry } = input;
    if (key === 'delete') return { ...input, entry: entry.slice(0, -1) };
    if (key === 'minus' && input.decimal) {
      return { ...input, entry: entry.startsWith('-') ? entry.slice(1) : `-${entry}` };
    }
    if (key === 'point' && input.decimal && !entry.includes('.') && entry.length < MAX_CHARS) {
      return { ...input, entry: `${entry.replace(/^-?$/, '$&0')}.` };
    }
    if (/^\d$/.test(key) && entry.replace('-', '').length < MAX_CHARS) {
      return { ...input, entry: /^-?0$/.test(entry) ? entry.replace('0', key) : entry + key };
    }
    return null;
  }
  if (input.kind === 'fraction') {
    const part = input[input.part];
    if (key === 'fraction') {
      return { ...input, part: input.part === 'numerator' ? 'denominator' : 'numerator' };
    }
    if (key === 'delete') {
      if (part === '' && input.part === 'denominator') return { ...input, part: 'numerator' };
      return { ...input, [input.part]: part.slice(0, -1) };
    }
    if (/^\d$/.test(key) && part.length < 4) {
      return { ...input, [input.part]: part === '0' ? key : part + key };
    }
  }
  return null;
}

/** What Enter or Done submits, or null while the answer is not complete. */
function submitted(input: MathInput): string | null {
  switch (input.kind) {
    case 'keypad':
      return /\d/.test(input.entry) ? input.entry.replace(/\.$/, '') : null;
    case 'fraction':
      return input.numerator && input.denominator
        ? `${input.numerator}/${input.denominator}`
        : null;
    case 'number-line':
      return input.value === null ? null : lineNumber(input.value);
    case 'options':
      return input.selected === null ? null : (input.options[input.selected]?.value ?? null);
  }
}

/** The line's value nearest to `share` (0-1) of its length, in whole steps. */
function placed(input: Extract<MathInput, { kind: 'number-line' }>, share: number): number {
  const steps = Math.round(
    (Math.min(1, Math.max(0, share)) * (input.max - input.min)) / input.step,
  );
  return Math.min(input.max, input.min + steps * input.step);
}

const KEY_EDITS: Record<string, Edit> = {
  Backspace: 'delete',
  Delete: 'delete',
  '-': 'minus',
  '.': 'point',
  ',': 'point',
  '/': 'fraction',
  ArrowDown: 'fraction',
  ArrowUp: 'fraction',
};

/**
 * Waits for the answer to a math screen. Typed answers: digits (keyboard or keypad), delete, and
 * Enter or Done submit a complete answer (a fraction moves between its boxes with '/', the arrow
 * keys or the fraction key; Enter in the top box moves down). Choices: with two answers the left
 * and right arrow keys answer at once (as in the other two-choice games); with more, the arrow
 * keys move the selection and Enter or Space answers; a press on an answer answers. Number line:
 * a press or drag places the mark, the arrow keys move it a step (Shift: ten), Enter or Done
 * answers. Presses count at contact (pointerdown), as in runtime/input.ts. Call it right after
 * the onset frame; the clock's `endTrial()` removes the listeners.
 */
export function awaitMathAnswer(
  clock: TrialClock,
  root: HTMLElement,
  screen: MathScreen,
  show: (input: MathInput) => void,
): Promise<MathAnswer> {
  return new Promise((resolve) => {
    let input = screen.input;
    let keystrokes = 0;
    let done = false;
    const removers: Array<() => void> = [];
    const on = <E extends Event>(target: EventTarget, type: string, handler: (e: E) => void) => {
      const listener = (event: Event) => handler(event as E);
      target.addEventListener(type, listener);
      removers.push(() => target.removeEventListener(type, listener));
    };
    const remove = () => {
      done = true;
      for (const removeListener of removers.splice(0)) removeListener();
    };
    clock.onTrialEnd(remove);

    const answer = (event: Event, value: string | null, source: ResponseSource) => {
      const onsetMs = clock.onsetMs;
      if (done || onsetMs === undefined || value === null) return;
      const timeStamp = clock.eventTimeMs(event);
      if (timeStamp < onsetMs) return;
      remove();
      resolve({ value, source, timeStamp, rtMs: timeStamp - onsetMs, keystrokes });
    };
    const change = (next: MathInput | null) => {
      if (!next || done) return false;
      input = next;
      keystrokes += 1;
      show(input);
      return true;
    };
    const submit = (event: Event, source: ResponseSource) => {
      if (input.kind === 'fraction' && input.part === 'numerator' && input.numerator !== '') {
        if (!input.denominator) return change({ ...input, part: 'denominator' });
      }
      return answer(event, submitted(input), source);
    };
    // The first move places the mark in the middle of the line; later ones move it.
    const moveLine = (steps: number) => {
      if (input.kind !== 'number-line') return;
      const value =
        input.value === null
          ? placed(input, 0.5)
          : Math.min(input.max, Math.max(input.min, input.value + steps * input.step));
      change({ ...input, value: Math.round(value * 1e6) / 1e6 });
    };

    on<KeyboardEvent>(window, 'keydown', (event) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      // Enter or Space on a focused button of its own ('Hear it again') is that button's.
      if ((event.target as Element | null)?.closest?.('[data-action]')) return;
      const { key } = event;
      if (key === 'Enter' || (key === ' ' && input.kind !== 'keypad')) {
        submit(event, 'keyboard');
      } else if (input.kind === 'options') {
        const count = input.options.length;
        // Options sit in rows of two, or of three when there are more than four (math-view.tsx).
        const row = count > 4 ? 3 : 2;
        const step = { ArrowLeft: -1, ArrowUp: -row, ArrowRight: 1, ArrowDown: row }[key];
        if (step === undefined) return;
        if (count === 2 && (key === 'ArrowLeft' || key === 'ArrowRight')) {
          answer(event, input.options[key === 'ArrowLeft' ? 0 : 1]!.value, 'keyboard');
        } else {
          // The first press picks the first answer (or the last, going back), then moves.
          const next = input.selected === null ? (step > 0 ? 0 : count - 1) : input.selected + step;
          change({ ...input, selected: Math.min(count - 1, Math.max(0, next)) });
        }
      } else if (input.kind === 'number-line') {
        const steps = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 }[key];
        if (key === 'Home' || key === 'End') {
          change({ ...input, value: key === 'Home' ? input.min : input.max });
        } else if (steps === undefined) return;
        else moveLine(steps * (event.shiftKey ? 10 : 1));
      } else if (!change(edited(input, /^\d$/.test(key) ? key : (KEY_EDITS[key] ?? '')))) {
        return;
      }
      event.preventDefault();
    });

    const lineAt = (event: PointerEvent, line: HTMLElement) => {
      if (input.kind !== 'number-line') return;
      const box = line.getBoundingClientRect();
      change({ ...input, value: placed(input, (event.clientX - box.left) / box.width) });
    };

    /** A press on a key, an option, a fraction box or the line, from `source`. */
    const pressed = (event: Event, target: HTMLElement, source: ResponseSource) => {
      const { key, option, part } = target.dataset;
      if (option !== undefined && input.kind === 'options') {
        answer(event, input.options[Number(option)]?.value ?? null, source);
      } else if (part && input.kind === 'fraction') {
        change({ ...input, part: part as 'numerator' | 'denominator' });
      } else if (key === 'done') submit(event, source);
      else if (key) change(edited(input, key));
    };
    const targetOf = (event: Event) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>(
        '[data-key],[data-option],[data-part],[data-line]',
      );
      return target && root.contains(target) ? target : null;
    };

    // Assistive technology (screen readers, switch and voice control) presses with a click that
    // no pointer began (detail 0); a pointer's own click is already counted at pointerdown.
    on<MouseEvent>(root, 'click', (event) => {
      const target = targetOf(event);
      if (event.detail === 0 && target && target.dataset.line === undefined) {
        pressed(event, target, 'keyboard');
      }
    });

    on<PointerEvent>(root, 'pointerdown', (event) => {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const target = targetOf(event);
      if (!target) return;
      event.preventDefault();
      const { line } = target.dataset;
      if (line === undefined) {
        pressed(event, target, sourceOf(event));
        return;
      }
      lineAt(event, target);
      target.setPointerCapture?.(event.pointerId);
      const move = (e: PointerEvent) => lineAt(e, target);
      const stop = () => {
        target.removeEventListener('pointermove', move);
        target.removeEventListener('pointerup', stop);
      };
      target.addEventListener('pointermove', move);
      target.addEventListener('pointerup', stop);
      removers.push(stop);
    });
  });
}
