// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeClockSource } from './fake-clock-source.ts';
import { listenForResponse, type TrialResponse } from './input.ts';
import { createTrialClock, type TrialClock } from './trial-clock.ts';

type Choice = 'left' | 'right';

let source: FakeClockSource;
let clock: TrialClock;
let left: HTMLButtonElement;
let right: HTMLButtonElement;
let responses: Array<TrialResponse<Choice>>;

/** jsdom stamps events with Date.now(): pin it to a known performance-clock time. */
function at(performanceMs: number) {
  vi.setSystemTime(source.timeOriginMs + performanceMs);
}

async function showStimulus(): Promise<number> {
  const shown = clock.showAt(() => {});
  source.frame();
  return shown;
}

function listen() {
  return listenForResponse<Choice>({
    clock,
    keys: { ArrowLeft: 'left', ArrowRight: 'right' },
    targets: [
      { element: left, choice: 'left' },
      { element: right, choice: 'right' },
    ],
    onResponse: (response) => responses.push(response),
  });
}

const key = (name: string, init: KeyboardEventInit = {}) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name, cancelable: true, ...init }));
const press = (element: Element, pointerType: string, init: PointerEventInit = {}) =>
  element.dispatchEvent(
    new PointerEvent('pointerdown', { pointerType, isPrimary: true, button: 0, ...init }),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  source = new FakeClockSource(16); // whole ms: jsdom timestamps come from Date.now()
  clock = createTrialClock(source);
  document.body.innerHTML = '<button id="l">Left</button><button id="r">Right</button>';
  left = document.getElementById('l') as HTMLButtonElement;
  right = document.getElementById('r') as HTMLButtonElement;
  responses = [];
});

afterEach(() => {
  clock.endTrial();
  vi.useRealTimers();
});

describe('listenForResponse', () => {
  it('maps arrow keys to choices and measures RT from the event timestamp', async () => {
    listen();
    const onsetMs = await showStimulus();
    at(onsetMs + 432);
    key('ArrowRight');
    expect(responses).toEqual([
      { choice: 'right', source: 'keyboard', timeStamp: onsetMs + 432, rtMs: 432 },
    ]);
  });

  it('keeps only the first response of the trial', async () => {
    listen();
    const onsetMs = await showStimulus();
    at(onsetMs + 300);
    press(left, 'mouse');
    at(onsetMs + 350);
    key('ArrowRight');
    press(right, 'touch');
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ choice: 'left', source: 'pointer', rtMs: 300 });
  });

  it('reports touches on targets as touch', async () => {
    listen();
    const onsetMs = await showStimulus();
    at(onsetMs + 800);
    press(right, 'touch');
    expect(responses).toEqual([
      { choice: 'right', source: 'touch', timeStamp: onsetMs + 800, rtMs: 800 },
    ]);
  });

  it('takes a focused button pressed with Enter or Space as a keyboard answer', async () => {
    listen();
    const onsetMs = await showStimulus();
    at(onsetMs + 500);
    // A mouse click (detail 1) follows its pointerdown and is not a second answer source.
    right.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(responses).toEqual([]);
    at(onsetMs + 540);
    right.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    expect(responses).toEqual([
      { choice: 'right', source: 'keyboard', timeStamp: onsetMs + 540, rtMs: 540 },
    ]);
  });

  it('times Enter or Space on a focused answer button from the press, not the click', async () => {
    listen();
    const onsetMs = await showStimulus();
    at(onsetMs + 610);
    right.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    at(onsetMs + 700);
    // The button's own click follows on release: the trial is already answered.
    right.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    expect(responses).toEqual([
      { choice: 'right', source: 'keyboard', timeStamp: onsetMs + 610, rtMs: 610 },
    ]);
  });

  it('does not take the clicks of a held Enter as answers to the next trials', async () => {
    listen();
    const onsetMs = await showStimulus();
    at(onsetMs + 500);
    // Holding Enter on a focused button: repeated keydowns, each followed by a click.
    key('Enter', { repeat: true });
    right.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    expect(responses).toEqual([]);
    window.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter' }));
    at(onsetMs + 900);
    // A fresh press on the focused button, then the click it fires.
    right.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    right.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    expect(responses).toEqual([
      { choice: 'right', source: 'keyboard', timeStamp: onsetMs + 900, rtMs: 900 },
    ]);
  });

  it('accepts a touchstart where no pointer event came first', async () => {
    listen();
    const onsetMs = await showStimulus();
    at(onsetMs + 650);
    left.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
    expect(responses).toEqual([
      { choice: 'left', source: 'touch', timeStamp: onsetMs + 650, rtMs: 650 },
    ]);
  });

  it('ignores responses before the onset, key repeats, unmapped keys and shortcuts', async () => {
    listen();
    key('ArrowLeft'); // no stimulus yet
    press(left, 'mouse');
    const onsetMs = await showStimulus();
    at(onsetMs - 3); // stamped before the onset frame, handled after it
    key('ArrowLeft');
    at(onsetMs + 100);
    key('ArrowLeft', { repeat: true });
    key('Space');
    key('ArrowLeft', { ctrlKey: true });
    press(left, 'mouse', { button: 2 });
    press(left, 'touch', { isPrimary: false });
    expect(responses).toEqual([]);
    at(onsetMs + 120);
    key('ArrowLeft');
    expect(responses).toMatchObject([{ choice: 'left', source: 'keyboard', rtMs: 120 }]);
  });

  it('stops the page from scrolling on a mapped arrow key', async () => {
    listen();
    await showStimulus();
    expect(key('ArrowLeft')).toBe(false); // dispatchEvent returns false when default prevented
  });

  it('hears nothing once removed or once the trial ended', async () => {
    const remove = listen();
    await showStimulus();
    remove();
    key('ArrowLeft');
    listen();
    clock.endTrial();
    await showStimulus();
    key('ArrowRight');
    press(right, 'touch');
    expect(responses).toEqual([]);
  });
});
