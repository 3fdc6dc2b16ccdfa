// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { GameView } from './game-view.tsx';
import { GAME_MESSAGES } from './messages.ts';
import { createScreenStore, type GameScreen } from './screen-store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const choices = (words: string[]): GameScreen => ({
  kind: 'choices',
  prompt: 'Which one starts with the same sound?',
  cue: null,
  options: words.map((value) => ({ value, image: `/task-images/pa/${value}.svg` })),
  look: 'pictures',
});

describe('GameView choice trials', () => {
  it('puts the answer buttons in the tab order, named by key and word', () => {
    const { store, host, unmount } = mountView();
    act(() => store.set({ screen: choices(['fish', 'socks', 'bed']) }));
    const buttons = [...host.querySelectorAll<HTMLButtonElement>('[data-option]')];
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, 0, 0]);
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      '1 fish',
      '2 socks',
      '3 bed',
    ]);
    expect(host.querySelector('main')).toBeNull();
    unmount();
  });

  it('gives focus back to the same button after the blank between trials', () => {
    const { store, host, unmount } = mountView();
    act(() => store.set({ screen: choices(['fish', 'socks', 'bed']) }));
    host.querySelector<HTMLButtonElement>('[data-option="2"]')!.focus();
    act(() => store.set({ screen: { kind: 'blank' } }));
    act(() => store.set({ screen: choices(['cat', 'dog', 'sun']) }));
    expect(document.activeElement?.getAttribute('data-value')).toBe('sun');
    // A trial answered by pointer (no option focused) moves no focus.
    (document.activeElement as HTMLElement).blur();
    act(() => store.set({ screen: { kind: 'blank' } }));
    act(() => store.set({ screen: choices(['hat', 'map', 'pen']) }));
    expect(document.activeElement).toBe(document.body);
    unmount();
  });
});

/** The view on a screen store, mounted in the document. */
function mountView() {
  const store = createScreenStore((update) => act(update));
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  act(() => root.render(view(store)));
  const unmount = () => {
    act(() => root.unmount());
    host.remove();
  };
  return { store, host, unmount };
}

function view(store: ReturnType<typeof createScreenStore>) {
  return (
    <GameView
      store={store}
      messages={GAME_MESSAGES['en-US']}
      lang="en"
      touch={false}
      onContinue={() => {}}
      onReplay={() => {}}
    />
  );
}
