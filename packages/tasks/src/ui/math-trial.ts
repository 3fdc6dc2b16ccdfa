import type { TrialClock } from '../runtime/trial-clock.ts';
import { awaitMathAnswer, type MathAnswer } from './math-input.ts';
import type { GameUi } from './mount.tsx';
import type { MathInput, MathScreen } from './screen-store.ts';

/** Blank between math items (ms), so the next one looks new. */
export const MATH_GAP_MS = 300;

/** Shows a change of the answer input on the math screen on display (typing, a selection). */
export const showMathInput = (ui: GameUi) => (input: MathInput) => {
  const current = ui.store.get().screen;
  if (current.kind === 'math') ui.store.set({ screen: { ...current, input } });
};

/**
 * One math trial's presentation: a blank frame with the bar's new state, the gap, then the
 * screen in the onset frame (the response time runs from there). Answers the onset and the
 * answer to come, already listened for, so the caller can start the item's speech first.
 */
export async function presentMath(
  ui: GameUi,
  clock: TrialClock,
  screen: MathScreen,
  bar: { practice: boolean; progress: number | null },
): Promise<{ onsetMs: number; answer: Promise<MathAnswer> }> {
  await clock.nextFrame(() => ui.store.set({ screen: { kind: 'blank' }, choices: null, ...bar }));
  await clock.wait(MATH_GAP_MS);
  const onsetMs = await clock.showAt(() => ui.store.set({ screen }));
  return { onsetMs, answer: awaitMathAnswer(clock, ui.root, screen, showMathInput(ui)) };
}
