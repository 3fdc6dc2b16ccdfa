// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskRunContext } from '../plugin.ts';
import { createRng } from '../runtime/random.ts';
import { GameAborted, SOUND_CHECK_KEY, mountGame } from './mount.tsx';

afterEach(() => {
  window.sessionStorage.clear();
  document.body.replaceChildren();
});

/** A game mounted on a context whose audio records what it plays. */
function mounted(controller = new AbortController()) {
  const element = document.body.appendChild(document.createElement('div'));
  const played: string[] = [];
  const context: TaskRunContext<unknown> = {
    element,
    params: {},
    rng: createRng('x'),
    player: { grade: null, ageMonths: null },
    locale: 'en-US',
    resume: [],
    record: async () => {},
    setTrialIndex: () => {},
    audio: {
      preload: async () => {},
      unlock: async () => {},
      play: async (url: string) => void played.push(url),
      stop: () => {},
      unlocked: true,
      close: () => {},
    },
    clipUrl: (id) => `/audio/${id}.mp3`,
    touch: false,
    requestFullscreen: () => {},
    checkpoint: { read: () => undefined, write: () => {} },
    signal: controller.signal,
  };
  const ui = mountGame(context, 'en');
  const screen = () => element.querySelector('.roar-game')?.getAttribute('data-screen');
  /** A click stamped now on the performance clock (the start screen ignores older events). */
  const press = (selector: string) => {
    const click = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(click, 'timeStamp', { value: performance.now() + 1 });
    element.querySelector<HTMLElement>(selector)!.dispatchEvent(click);
  };
  return { ui, element, played, screen, press, controller };
}

/** Lets the game's promises (the first render, the start gesture, the audio unlock) run on. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits (a loaded machine may take a while) until the game shows `kind`. */
const showing = (game: { screen: () => string | null | undefined }, kind: string) =>
  vi.waitFor(() => expect(game.screen()).toBe(kind));

describe('the sound check', () => {
  it('asks once per browser session, after the start gesture, until the child hears it', async () => {
    const game = mounted();
    let started = false;
    const start = game.ui.start().then(() => (started = true));
    await showing(game, 'start');
    game.press('[data-action="continue"]');
    await showing(game, 'sound-check');
    expect(game.element.textContent).toContain('Hi! Can you hear me?');
    expect(game.played).toContain('/audio/en/common.sound-check.mp3');
    game.press('[data-action="sound-again"]');
    expect(game.played.filter((url) => url.endsWith('sound-check.mp3'))).toHaveLength(2);
    game.press('[data-action="sound-no"]');
    expect(game.element.textContent).toContain('turn the sound up');
    game.press('[data-action="sound-retry"]');
    expect(game.element.textContent).toContain('Hi! Can you hear me?');
    await settle();
    expect(started).toBe(false);
    game.press('[data-action="sound-yes"]');
    await start;
    expect(window.sessionStorage.getItem(SOUND_CHECK_KEY)).toBe('yes');
    game.ui.unmount();

    // The next game of the session starts at once.
    const next = mounted();
    const nextStart = next.ui.start();
    await showing(next, 'start');
    next.press('[data-action="continue"]');
    await nextStart;
    expect(next.played).not.toContain('/audio/en/common.sound-check.mp3');
  });

  it('lets the adult go on without sound, and never holds a child who leaves', async () => {
    const game = mounted();
    const start = game.ui.start();
    await showing(game, 'start');
    game.press('[data-action="continue"]');
    await showing(game, 'sound-check');
    game.press('[data-action="sound-no"]');
    game.press('[data-action="sound-skip"]');
    await start;
    expect(window.sessionStorage.getItem(SOUND_CHECK_KEY)).toBe('yes');

    window.sessionStorage.clear();
    const left = mounted();
    const waiting = left.ui.start();
    await showing(left, 'start');
    left.press('[data-action="continue"]');
    await showing(left, 'sound-check');
    left.controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(GameAborted);
  });
});
