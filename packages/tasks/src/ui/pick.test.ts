// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeClockSource } from '../runtime/fake-clock-source.ts';
import { createTrialClock, type TrialClock } from '../runtime/trial-clock.ts';
import { awaitPick, awaitPickWithin, numberKeys } from './pick.ts';

let source: FakeClockSource;
let clock: TrialClock;
let root: HTMLElement;

async function onset(): Promise<number> {
  const shown = clock.showAt(() => {});
  source.frame();
  return shown;
}
const at = (ms: number) => vi.setSystemTime(source.timeOriginMs + ms);
const key = (name: string) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name, cancelable: true }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  source = new FakeClockSource(16);
  clock = createTrialClock(source);
  root = document.createElement('div');
  root.innerHTML =
    '<button data-pick="a">A</button><button data-pick="b">B</button><p>not an answer</p>';
  document.body.replaceChildren(root);
});
afterEach(() => {
  clock.endTrial();
  vi.useRealTimers();
});

describe('awaitPick', () => {
  it('answers with the pressed element, timed from the onset', async () => {
    const start = await onset();
    const answer = awaitPick(clock, root);
    at(start + 640);
    root
      .querySelector('[data-pick="b"]')!
      .dispatchEvent(
        new PointerEvent('pointerdown', { pointerType: 'touch', isPrimary: true, button: 0 }),
      );
    await expect(answer).resolves.toMatchObject({ choice: 'b', source: 'touch', rtMs: 640 });
  });

  it('answers by number keys, and by Tab then Enter on an answer', async () => {
    const start = await onset();
    const byKey = awaitPick(clock, root, numberKeys(['a', 'b']));
    at(start + 300);
    key('2');
    await expect(byKey).resolves.toMatchObject({ choice: 'b', source: 'keyboard' });
    const byEnter = awaitPick(clock, root);
    root.querySelector<HTMLButtonElement>('[data-pick="a"]')!.click();
    await expect(byEnter).resolves.toMatchObject({ choice: 'a', source: 'keyboard' });
  });

  it('gives null when the window passes without an answer', async () => {
    await onset();
    const answer = awaitPickWithin(clock, root, {}, 1500);
    source.advance(1499);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    source.advance(1);
    await expect(answer).resolves.toBeNull();
  });
});
