import type { ReactNode } from 'react';
import type { ResponseSource, TrialResponse } from '../runtime/input.ts';
import type { TrialClock } from '../runtime/trial-clock.ts';
import type { GameUi } from './mount.tsx';
import { awaitPick } from './pick.ts';

/** Blank between items (ms), so the next one looks new. */
export const PICTURE_GAP_MS = 300;

/**
 * One trial of a game drawn by its own screen (the cognition games): a blank frame with the bar's
 * new state, the gap, then `body(true)` in the onset frame; the item's prompt is spoken (and on
 * 'Hear it again', and stopped by the answer); the answer is an element marked `data-pick`, or a
 * key of `keys`, unless the game takes it its own way (`answer`). Answers it in the shape the
 * games' trial-data functions take.
 */
export async function presentPicked(
  ui: GameUi,
  clock: TrialClock,
  trial: {
    body: ReactNode;
    keys: Readonly<Record<string, string>>;
    /** The prompt's clip id, or null when nothing is said. */
    promptClip: string | null;
    practice: boolean;
    progress: number | null;
    /** Takes the answer another way than one press (cards chosen one by one). */
    answer?: () => Promise<TrialResponse<string>>;
  },
): Promise<{ response: string; source: ResponseSource; rtMs: number; onsetMs: number }> {
  const { practice, progress } = trial;
  await clock.nextFrame(() =>
    ui.store.set({ screen: { kind: 'blank' }, choices: null, practice, progress }),
  );
  await clock.wait(PICTURE_GAP_MS);
  const replay = trial.promptClip !== null;
  const onsetMs = await clock.showAt(() =>
    ui.store.set({ screen: { kind: 'custom', awaiting: true, replay, body: trial.body } }),
  );
  const answer = trial.answer ? trial.answer() : awaitPick(clock, ui.root, trial.keys);
  if (trial.promptClip) {
    const say = () => void ui.speakClip(trial.promptClip!).catch(() => {});
    ui.setReplay(say);
    say();
  }
  const { choice, source, rtMs } = await answer;
  ui.setReplay(null);
  ui.stopSpeech();
  ui.store.set({ screen: { kind: 'custom', awaiting: false, replay, body: trial.body } });
  return { response: choice, source, rtMs, onsetMs };
}
