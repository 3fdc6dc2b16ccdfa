// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { GameView } from './game-view.tsx';
import { GAME_MESSAGES } from './messages.ts';
import { createScreenStore, type GameScreen, type SoundAnswer } from './screen-store.ts';

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

  it('names pictures by their place only where their names are the answer', () => {
    const { store, host, unmount } = mountView();
    const screen = { ...choices(['cat', 'dog', 'sun', 'bed']), unnamed: true };
    act(() => store.set({ screen }));
    const buttons = [...host.querySelectorAll<HTMLButtonElement>('[data-option]')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Picture 1 of 4',
      'Picture 2 of 4',
      'Picture 3 of 4',
      'Picture 4 of 4',
    ]);
    expect(host.textContent).not.toMatch(/cat|dog|sun|bed/);
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

describe('GameView story frame', () => {
  it('shows Pip and the story line on the start screen, Pip beside the words of instructions', () => {
    const { store, host, unmount } = mountView();
    act(() => store.set({ screen: { kind: 'start', text: 'Tap to start.' } }));
    expect(host.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Pip the owl');
    expect(host.querySelector('.roar-game__story')?.textContent).toBe(GAME_MESSAGES['en-US'].story);
    act(() => store.set({ screen: { kind: 'instructions', text: 'Read the word.' } }));
    const speech = host.querySelector('.roar-game__speech');
    expect(speech?.querySelector('svg.roar-guide')).not.toBeNull();
    expect(speech?.textContent).toBe('Read the word.');
    unmount();
  });

  it('draws progress as one progress bar with its name and value, and counts stars from it', () => {
    const { store, host, unmount } = mountView();
    act(() => store.set({ screen: { kind: 'fixation' }, progress: 0.37 }));
    const bars = host.querySelectorAll('[role="progressbar"]');
    expect(bars).toHaveLength(1);
    const bar = bars[0]!;
    expect(bar.classList.contains('roar-game__progress')).toBe(true);
    expect(bar.getAttribute('aria-label')).toBe('Progress');
    expect(bar.getAttribute('aria-valuenow')).toBe('37');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    // Ten stones and the house; Pip stands on the fourth stone, three passed.
    expect(bar.querySelectorAll('.roar-path__stone')).toHaveLength(10);
    expect(bar.querySelectorAll('[data-passed="true"]')).toHaveLength(3);
    expect(
      bar.querySelectorAll('.roar-path__cell')[3]?.querySelector('.roar-path__guide'),
    ).not.toBe(null);
    expect(host.querySelector('[data-testid="stars"]')?.textContent).toContain('3 stars');
    act(() => store.set({ progress: 0.1 }));
    expect(host.querySelector('[data-testid="stars"]')?.textContent).toContain('1 star');
    act(() => store.set({ progress: null }));
    expect(host.querySelector('[role="progressbar"]')).toBeNull();
    unmount();
  });

  it('celebrates the stars on a break, in the plural the count needs', () => {
    const { store, host, unmount } = mountView();
    act(() => store.set({ screen: { kind: 'break', text: 'Rest.' }, progress: 0.52 }));
    expect(host.querySelector('.roar-game__have-stars')?.textContent).toBe('You have 5 stars!');
    expect(host.querySelectorAll('.roar-stars .roar-star')).toHaveLength(5);
    act(() => store.set({ progress: 0.15 }));
    expect(host.querySelector('.roar-game__have-stars')?.textContent).toBe('You have 1 star!');
    unmount();
  });

  it('lets things move on a break only: never on a fixation, stimulus or answer screen', () => {
    const { store, host, unmount } = mountView();
    const game = () => host.querySelector('.roar-game')!;
    const still: GameScreen[] = [
      { kind: 'blank' },
      { kind: 'start', text: 'Start' },
      { kind: 'instructions', text: 'Listen' },
      { kind: 'fixation' },
      { kind: 'stimulus', text: 'cat', variant: 'word' },
      { kind: 'stimulus', text: null, variant: 'word' },
      { kind: 'stimulus', text: 'A cat can fly.', variant: 'sentence' },
      choices(['fish', 'socks', 'bed']),
      { kind: 'custom', body: null, awaiting: true },
      { kind: 'feedback', correct: true, text: 'Yes' },
      { kind: 'sound-check', stage: 'ask', text: 'Can you hear me?' },
    ];
    for (const screen of still) {
      act(() => store.set({ screen, progress: 0.5, choices: { left: 'a', right: 'b' } }));
      expect(game().hasAttribute('data-celebrate'), screen.kind).toBe(false);
      expect(host.querySelector('.roar-stars'), screen.kind).toBeNull();
    }
    act(() => store.set({ screen: { kind: 'break', text: 'Rest' }, choices: null }));
    expect(game().getAttribute('data-celebrate')).toBe('true');
    unmount();
  });
});

describe('GameView sound check', () => {
  it('asks with Pip and three buttons, then shows the adult a tip with two', () => {
    const answers: SoundAnswer[] = [];
    const { store, host, unmount } = mountView((answer) => answers.push(answer));
    act(() =>
      store.set({ screen: { kind: 'sound-check', stage: 'ask', text: 'Hi! Can you hear me?' } }),
    );
    expect(host.querySelector('.roar-game__text')?.textContent).toBe('Hi! Can you hear me?');
    const labels = () =>
      [...host.querySelectorAll<HTMLButtonElement>('.roar-game__sound-buttons button')].map(
        (b) => b.textContent,
      );
    expect(labels()).toEqual(['Yes, I can hear it', 'Play it again', 'I can’t hear it']);
    expect(document.activeElement?.getAttribute('data-action')).toBe('sound-yes');
    for (const action of ['again', 'no', 'yes']) {
      act(() => host.querySelector<HTMLButtonElement>(`[data-action="sound-${action}"]`)!.click());
    }
    expect(answers).toEqual(['again', 'no', 'yes']);
    act(() =>
      store.set({ screen: { kind: 'sound-check', stage: 'help', text: 'Hi! Can you hear me?' } }),
    );
    expect(host.querySelector('.roar-game__text')?.textContent).toContain('plug in headphones');
    expect(labels()).toEqual(['Try again', 'Go on without sound']);
    expect(document.activeElement?.getAttribute('data-action')).toBe('sound-retry');
    unmount();
  });
});

/** The view on a screen store, mounted in the document. */
function mountView(onSoundCheck?: (answer: SoundAnswer) => void) {
  const store = createScreenStore((update) => act(update));
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  act(() => root.render(view(store, onSoundCheck)));
  const unmount = () => {
    act(() => root.unmount());
    host.remove();
  };
  return { store, host, unmount };
}

function view(
  store: ReturnType<typeof createScreenStore>,
  onSoundCheck: (answer: SoundAnswer) => void = () => {},
) {
  return (
    <GameView
      store={store}
      messages={GAME_MESSAGES['en-US']}
      lang="en-US"
      touch={false}
      onContinue={() => {}}
      onReplay={() => {}}
      onSoundCheck={onSoundCheck}
    />
  );
}
