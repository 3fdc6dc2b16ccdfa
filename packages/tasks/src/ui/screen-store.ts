import type { ReactNode } from 'react';

/** What the game shows now. Games switch screens; the view renders the current one. */
export type GameScreen =
  | { kind: 'blank' }
  | { kind: 'start'; text: string }
  /** Spoken words with a continue button; `figure`: a picture above them (a story's scene). */
  | { kind: 'instructions'; text: string; figure?: ReactNode }
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
      /**
       * Pictures named to assistive technology by their place only ('Picture 2 of 4'), where
       * their names would be the answer (Picture Vocabulary); default: by what they show.
       */
      unnamed?: boolean;
    }
  | MathScreen
  /**
   * A game's own trial screen (the cognition games draw their stimuli): `body` fills the main
   * area; `awaiting` says whether an answer is awaited (the view's data-trial-state); `replay`
   * adds 'Hear it again' under it.
   */
  | { kind: 'custom'; body: ReactNode; awaiting: boolean; replay?: boolean }
  | { kind: 'feedback'; correct: boolean; text: string }
  | { kind: 'break'; text: string }
  /**
   * 'Can you hear me?' before the first game of a session (mount.tsx): `ask` offers yes, again
   * and no; `help` (after no) tells the adult what to try, with try again and go on without sound.
   */
  | { kind: 'sound-check'; stage: 'ask' | 'help'; text: string };

/** A button of the sound check. */
export type SoundAnswer = 'yes' | 'again' | 'no' | 'retry' | 'skip';

/** How a math screen takes its answer. */
export type MathInput =
  /** Typed on keys or the on-screen keypad; `decimal` adds the decimal point and minus keys. */
  | { kind: 'keypad'; entry: string; decimal: boolean }
  /** A fraction typed in two boxes; digits go to the `part` chosen. */
  | { kind: 'fraction'; numerator: string; denominator: string; part: 'numerator' | 'denominator' }
  /** Answers to choose from (`label` shown, `value` recorded); `selected` by the arrow keys. */
  | { kind: 'options'; options: readonly MathOption[]; selected: number | null }
  /** A number placed on a line from `min` to `max` (null: not placed yet), in `step`s. */
  | { kind: 'number-line'; min: number; max: number; step: number; value: number | null };

export interface MathOption {
  value: string;
  label: string;
}

/**
 * A math problem or question (the math games): the problem ('7 × 8') or a question in words, a
 * picture, and the answer input. `hint` and `answer` show after a practice mistake.
 */
export interface MathScreen {
  kind: 'math';
  /** '7 × 8' (shown with '='), '2, 4, __, 8', a question, or a number to type or place. */
  problem: string;
  /** 'problem': large numbers on one line; 'question': a sentence. */
  look: 'problem' | 'question';
  /** A line above the problem ('Type this number', the question asked about it). */
  caption: string | null;
  /** The question's picture (drawn by the game), with its text alternative inside. */
  figure: ReactNode | null;
  input: MathInput;
  hint: string | null;
  /** The answer, shown after the second practice mistake. */
  answer: string | null;
}

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
