import { itemClipId } from '../choice/clips.ts';
import type { TaskRunContext } from '../plugin.ts';
import type { TrialClock } from '../runtime/trial-clock.ts';
import { FEEDBACK_MIN_MS, type GameUi } from './mount.tsx';

/** What the runner needs of a step: its place, and whether it is practice. */
export interface StepLike {
  trialIndex: number;
  stage: 'practice' | 'test';
  itemId: string;
}

/** A game played step by step (the cognition games): its engine, speech and trial screen. */
export interface StepGame<Step extends StepLike> {
  /** The clip group (the task id) and every text it speaks, by key. */
  group: string;
  texts: Readonly<Record<string, string>>;
  next(): Step | null;
  /** Clips said, each with its text and a continue button, before the step (in order). */
  before(step: Step): readonly string[];
  /** Shows the step, takes the answer, records the trial; resolves whether it was right. */
  trial(step: Step): Promise<boolean>;
  /**
   * After a practice answer: the clips to say instead of the usual praise or correction ('try
   * again' when the item comes back), or null for the usual; undefined: no feedback at all.
   */
  feedback(step: Step, correct: boolean): string | readonly string[] | null | undefined;
  /** Said last, before the runner's end screen. */
  endKey: string | null;
  /** Shortest time a game's own feedback clip stays (ms); FEEDBACK_MIN_MS by default. */
  feedbackMs?: number;
}

/**
 * Plays a step game: the start screen, then each step with the clips it is introduced by (not
 * when it is the step a reload resumed at, nor with skipInstructions), its trial, and practice
 * feedback; then the game's closing words. Resolves when the game ends or the child leaves.
 */
export async function runStepGame<Step extends StepLike>(
  context: TaskRunContext<{ skipInstructions: boolean }>,
  session: { ui: GameUi; clock: TrialClock; resumedAt: Step | null },
  game: StepGame<Step>,
): Promise<void> {
  const { ui, clock, resumedAt } = session;
  const clip = (key: string) => itemClipId(ui.language, game.group, key);
  const say = async (key: string) => {
    context.audio.stop();
    const shown = ui.waitForContinue({ kind: 'instructions', text: game.texts[key] ?? '' });
    void ui.speakClip(clip(key)).catch(() => {});
    await shown;
    context.audio.stop();
  };
  const tell = async (key: string, correct: boolean) => {
    clock.endTrial();
    ui.store.set({ screen: { kind: 'feedback', correct, text: game.texts[key] ?? '' } });
    await ui.guard(
      Promise.all([
        ui.speakClip(clip(key)).catch(() => {}),
        clock.wait(game.feedbackMs ?? FEEDBACK_MIN_MS),
      ]),
    );
  };
  try {
    await ui.start();
    for (let step = game.next(); step; step = game.next()) {
      if (!context.params.skipInstructions && step !== resumedAt) {
        for (const key of game.before(step)) await say(key);
      }
      const correct = await ui.guard(game.trial(step));
      if (step.stage !== 'practice') continue;
      const said = game.feedback(step, correct);
      if (said === undefined) continue;
      if (said === null) await ui.feedback(correct, clock);
      else for (const key of typeof said === 'string' ? [said] : said) await tell(key, correct);
    }
    ui.store.set({ progress: null, practice: false });
    if (game.endKey) await say(game.endKey);
  } finally {
    clock.endTrial();
    ui.setReplay(null);
    ui.unmount();
  }
}
