// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeClockSource } from '../runtime/fake-clock-source.ts';
import { createTrialClock, type TrialClock } from '../runtime/trial-clock.ts';
import { awaitMathAnswer, type MathAnswer } from './math-input.ts';
import type { MathInput, MathScreen } from './screen-store.ts';

let source: FakeClockSource;
let clock: TrialClock;
let root: HTMLElement;
let shown: MathInput[];

const screenWith = (input: MathInput): MathScreen => ({
  kind: 'math',
  problem: '7 × 8',
  look: 'problem',
  caption: null,
  figure: null,
  input,
  hint: null,
  answer: null,
});

/** Starts waiting for an answer after an onset at 1000 ms; resolves with it. */
async function answerTo(
  input: MathInput,
): Promise<{ answer: Promise<MathAnswer>; onsetMs: number }> {
  const onset = clock.showAt(() => {});
  source.frame();
  const onsetMs = await onset;
  vi.setSystemTime(source.timeOriginMs + onsetMs + 500);
  return {
    answer: awaitMathAnswer(clock, root, screenWith(input), (next) => shown.push(next)),
    onsetMs,
  };
}

const key = (name: string, init: KeyboardEventInit = {}) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name, cancelable: true, ...init }));
const press = (selector: string, init: PointerEventInit = {}) =>
  root.querySelector(selector)!.dispatchEvent(
    new PointerEvent('pointerdown', {
      pointerType: 'touch',
      isPrimary: true,
      button: 0,
      bubbles: true,
      ...init,
    }),
  );
const last = () => shown.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  source = new FakeClockSource(16);
  clock = createTrialClock(source);
  document.body.innerHTML = `<div id="game">
    ${['1', '2', '4', '5', '6', 'delete', 'minus', 'point', 'fraction', 'done'].map((k) => `<button data-key="${k}">${k}</button>`).join('')}
    <button data-option="0">7</button><button data-option="1">8</button>
    <output data-part="numerator"></output><output data-part="denominator"></output>
    <div data-line="true" style="width: 200px"></div>
    <button data-action="replay">Hear it again</button>
  </div>`;
  root = document.getElementById('game')!;
  shown = [];
});

afterEach(() => {
  clock.endTrial();
  vi.useRealTimers();
});

describe('awaitMathAnswer', () => {
  it('types digits, deletes, and submits with Enter, timed from the onset', async () => {
    const { answer } = await answerTo({ kind: 'keypad', entry: '', decimal: false });
    key('Enter'); // nothing typed yet: nothing happens
    key('5');
    key('7');
    key('Backspace');
    key('6');
    key('x');
    expect(last()).toEqual({ kind: 'keypad', entry: '56', decimal: false });
    key('Enter');
    const given = await answer;
    expect(given).toMatchObject({ value: '56', source: 'keyboard', keystrokes: 4 });
    expect(given.rtMs).toBeCloseTo(500, 0);
  });

  it('answers by the on-screen keypad by touch, minus and decimal point included', async () => {
    const { answer } = await answerTo({ kind: 'keypad', entry: '', decimal: true });
    press('[data-key="point"]');
    press('[data-key="5"]');
    press('[data-key="minus"]');
    expect(last()).toMatchObject({ entry: '-0.5' });
    press('[data-key="done"]');
    expect(await answer).toMatchObject({ value: '-0.5', source: 'touch' });
  });

  it('types a fraction in two boxes: Enter in the top box moves down, then answers', async () => {
    const { answer } = await answerTo({
      kind: 'fraction',
      numerator: '',
      denominator: '',
      part: 'numerator',
    });
    key('3');
    key('Enter');
    expect(last()).toMatchObject({ part: 'denominator' });
    key('Backspace'); // an empty bottom box goes back up
    expect(last()).toMatchObject({ part: 'numerator', numerator: '3' });
    key('/');
    key('4');
    press('[data-part="numerator"]');
    press('[data-key="fraction"]');
    press('[data-key="done"]');
    expect(await answer).toMatchObject({ value: '3/4' });
  });

  it('answers two choices with an arrow key, and more with the arrows and Enter', async () => {
    const options = [
      { value: '56', label: '56' },
      { value: '54', label: '54' },
    ];
    const two = await answerTo({ kind: 'options', options, selected: null });
    key('ArrowRight');
    expect(await two.answer).toMatchObject({ value: '54', source: 'keyboard' });

    const six = ['1', '2', '3', '4', '5', '6'].map((value) => ({ value, label: value }));
    const many = await answerTo({ kind: 'options', options: six, selected: null });
    key('ArrowDown'); // the first press picks the first answer, then a row (three) down
    key('ArrowDown');
    key('ArrowLeft');
    expect(last()).toMatchObject({ selected: 2 });
    key('Enter');
    expect(await many.answer).toMatchObject({ value: '3' });
  });

  it('leaves Enter on the focused replay button to that button', async () => {
    const { answer } = await answerTo({ kind: 'keypad', entry: '', decimal: false });
    key('4');
    root
      .querySelector('[data-action="replay"]')!
      .dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
      );
    key('2');
    key('Enter');
    expect(await answer).toMatchObject({ value: '42' });
  });

  it('takes a press by assistive technology (a click no pointer began)', async () => {
    const options = [
      { value: 'a', label: '7' },
      { value: 'b', label: '8' },
    ];
    const { answer } = await answerTo({ kind: 'options', options, selected: null });
    root
      .querySelector('[data-option="0"]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    expect(await answer).toMatchObject({ value: 'a', source: 'keyboard' });
  });

  it('answers a choice by pressing it', async () => {
    const options = [
      { value: 'a', label: '7' },
      { value: 'b', label: '8' },
    ];
    const { answer } = await answerTo({ kind: 'options', options, selected: null });
    press('[data-option="1"]', { pointerType: 'mouse' });
    expect(await answer).toMatchObject({ value: 'b', source: 'pointer' });
  });

  it('places a number on the line with the arrow keys, and needs a place before Enter', async () => {
    const { answer } = await answerTo({
      kind: 'number-line',
      min: 0,
      max: 100,
      step: 0.5,
      value: null,
    });
    key('Enter');
    key('ArrowRight'); // the first press places the mark in the middle
    expect(last()).toMatchObject({ value: 50 });
    key('ArrowRight', { shiftKey: true });
    key('Home');
    key('ArrowRight');
    expect(last()).toMatchObject({ value: 0.5 });
    key('End');
    key('Enter');
    expect(await answer).toMatchObject({ value: '100' });
  });

  it('places a number where the line is pressed', async () => {
    const { answer } = await answerTo({
      kind: 'number-line',
      min: 0,
      max: 10,
      step: 0.1,
      value: null,
    });
    const line = root.querySelector('[data-line]')!;
    line.getBoundingClientRect = () => ({ left: 100, width: 200 }) as DOMRect;
    press('[data-line]', { clientX: 170 });
    expect(last()).toMatchObject({ value: 3.5 });
    press('[data-key="done"]');
    expect(await answer).toMatchObject({ value: '3.5', source: 'touch' });
  });
});
