/** What the game shows now. Games switch screens; the view renders the current one. */
export type GameScreen =
  | { kind: 'blank' }
  | { kind: 'start'; text: string }
  | { kind: 'instructions'; text: string }
  | { kind: 'fixation' }
  /** A trial's stimulus; `text` null: hidden after its exposure (the answer is still awaited). */
  | { kind: 'stimulus'; text: string | null; variant: 'word' | 'sentence' }
  /** A choice trial: options to tap (pictures, letters or words), maybe a cue picture. */
  | {
      kind: 'choices';
      prompt: string;
      cue: { value: string; image?: string } | null;
      options: ReadonlyArray<{ value: string; image?: string }>;
      look: 'pictures' | 'letters' | 'words';
    }
  | { kind: 'feedback'; correct: boolean; text: string }
  | { kind: 'break'; text: string };

/** Everything the view renders. */
export interface ViewState {
  screen: GameScreen;
  /** Share of the test done, 0-1; null hides the bar (instructions, practice). */
  progress: number | null;
  /** The two answer buttons, shown while a trial waits for its answer. */
  choices: { left: string; right: string } | null;
  /** Stage label shown during practice. */
  practice: boolean;
}

/**
 * A tiny external store the game's script writes and the React view reads (useSyncExternalStore).
 * Writes that must be painted in a given animation frame go through `flush` (flushSync) so the DOM
 * changes synchronously inside that frame (trial-clock.ts).
 */
export function createScreenStore(flush: (update: () => void) => void) {
  let state: ViewState = {
    screen: { kind: 'blank' },
    progress: null,
    choices: null,
    practice: false,
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Merges `change` into the state and renders it synchronously. */
    set(change: Partial<ViewState>) {
      state = { ...state, ...change };
      flush(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

export type ScreenStore = ReturnType<typeof createScreenStore>;
