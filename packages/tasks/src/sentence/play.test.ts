// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskRunContext } from '../plugin.ts';
import { createRng } from '../runtime/random.ts';
import { SOUND_CHECK_KEY } from '../ui/mount.tsx';
import { sentencePlugin } from './index.ts';
import type { SentenceParams } from './info.ts';
import { playSentence } from './play.ts';

const plugin = sentencePlugin('sre');
const params: SentenceParams = plugin.info.params.parse({ timeLimitSeconds: 60 });

beforeEach(() => {
  // The sound check was answered before this game (mount.test.tsx tests it).
  window.sessionStorage.setItem(SOUND_CHECK_KEY, 'yes');
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
    ],
  });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A play of the run seeded 'run' that resumes after `resume`; answers nothing. */
function resumedPlay(
  resume: TaskRunContext<SentenceParams>['resume'],
  saved?: Record<string, unknown>,
) {
  let checkpoint = saved;
  const element = document.createElement('div');
  document.body.append(element);
  const recorded: unknown[] = [];
  let finished = false;
  const played = playSentence({
    element,
    params,
    rng: createRng('run'),
    player: { grade: '3', ageMonths: 104 },
    locale: 'en-US',
    resume,
    record: async (trial) => void recorded.push(trial),
    setTrialIndex: () => {},
    audio: {
      preload: async () => {},
      unlock: async () => {},
      play: async () => {},
      stop: () => {},
      unlocked: true,
      close: () => {},
    },
    clipUrl: () => undefined,
    touch: false,
    requestFullscreen: () => {},
    checkpoint: {
      read: () => checkpoint,
      write: (value) => {
        checkpoint = value;
      },
    },
    signal: new AbortController().signal,
  }).then(() => {
    finished = true;
  });
  return { element, recorded, played, finished: () => finished, saved: () => checkpoint };
}

/** Continues the start screen with a fresh click (on the performance clock). */
async function pressStart(element: HTMLElement) {
  await vi.advanceTimersByTimeAsync(20);
  const click = new MouseEvent('click', { bubbles: true });
  Object.defineProperty(click, 'timeStamp', { value: performance.now() + 1 });
  (element.firstElementChild as HTMLElement).dispatchEvent(click);
  await vi.advanceTimersByTimeAsync(20);
}

describe('playSentence after a reload', () => {
  it('runs the test clock on from the time used before the reload, not from zero', async () => {
    const trials = plugin.simulate(params, createRng('run'), { theta: 0 });
    const cut = trials.slice(0, 10);
    const usedMs = cut.at(-1)?.data.elapsedMs as number;
    expect(usedMs).toBeGreaterThan(5_000);
    const game = resumedPlay(cut);
    await pressStart(game.element);
    // The next statement waits for an answer until the time that was left has run out.
    await vi.advanceTimersByTimeAsync(60_000 - usedMs - 1_000);
    expect(game.finished()).toBe(false);
    expect(game.element.textContent).toContain(trials[10]!.data.stimulus as string);
    await vi.advanceTimersByTimeAsync(1_500);
    await game.played;
    expect(game.finished()).toBe(true);
    expect(game.recorded).toEqual([]);
  });

  it('keeps the time used since the last answer: a reload mid-statement gives no time back', async () => {
    const trials = plugin.simulate(params, createRng('run'), { theta: 0 });
    const practice = trials.filter((t) => t.stage === 'practice');
    // The child read the first statement for 50 s of the 60, then the page reloaded.
    const game = resumedPlay(practice, { testUsedMs: 50_000 });
    await pressStart(game.element);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(game.finished()).toBe(false);
    expect(game.saved()?.testUsedMs).toBeGreaterThanOrEqual(58_000);
    await vi.advanceTimersByTimeAsync(1_500);
    await game.played;
    expect(game.finished()).toBe(true);
  });
});
