import type { TaskRunContext } from '../plugin.ts';
import { listenForResponse, type TrialResponse } from '../runtime/input.ts';
import { createTrialClock } from '../runtime/trial-clock.ts';
import { mountGame, type GameUi } from '../ui/mount.tsx';
import {
  createChoiceEngine,
  type ChoiceSection,
  type ChoiceStep,
  type StopRule,
} from './engine.ts';
import { choiceTrialData, choiceTrialPlace } from './trial-data.ts';

/** What a choice game (Phoneme, Letter, Phonics) tells the shared player. */
export interface ChoiceGameSpec {
  language: 'en' | 'es';
  look: 'pictures' | 'letters' | 'words';
  sections: readonly ChoiceSection[];
  practice: boolean;
  skipInstructions: boolean;
  stop?: StopRule;
}

/** Blank between trials (ms), so the next options look new. */
const GAP_MS = 250;

/**
 * Plays a choice game: each trial shows its options (the onset: the RT runs from there) and
 * speaks its prompt at the same time; a child who knows the answer may tap before the prompt
 * ends. Answers by tap, click or the number keys; 'Hear it again' replays the prompt. Practice
 * trials get spoken feedback.
 */
export async function playChoiceGame(
  context: TaskRunContext<unknown>,
  spec: ChoiceGameSpec,
): Promise<void> {
  const ui = mountGame(context, spec.language);
  const clock = createTrialClock();
  const engine = createChoiceEngine({
    sections: spec.sections,
    practice: spec.practice,
    rng: context.rng,
    ...(spec.stop ? { stop: spec.stop } : {}),
  });
  engine.replay(context.resume);
  const resumedAt = engine.next();

  try {
    await ui.start();
    for (let step = engine.next(); step; step = engine.next()) {
      await introduce(ui, step, step === resumedAt && context.resume.length > 0);
      const correct = await ui.guard(runTrial(step));
      if (step.stage === 'practice') {
        await ui.feedback(correct, clock);
      }
    }
  } finally {
    clock.endTrial();
    ui.setReplay(null);
    ui.unmount();
  }

  async function introduce(gameUi: GameUi, step: ChoiceStep, resumed: boolean) {
    if (spec.skipInstructions) return;
    const { section } = step;
    const say = async (part: { clip: string; text: string } | undefined) => {
      if (!part) return;
      context.audio.stop();
      const shown = gameUi.waitForContinue({ kind: 'instructions', text: part.text });
      void gameUi.speakClip(part.clip).catch(() => {});
      await shown;
      context.audio.stop();
    };
    if (step.opensSection && !resumed) {
      await say(section.intro);
      if (step.stage === 'practice') await say(section.practiceIntro);
    }
    if (step.opensTest && spec.practice && section.practice.length > 0 && !resumed) {
      await gameUi.instruct('common.practice-done');
    }
  }

  async function runTrial(step: ChoiceStep): Promise<boolean> {
    clock.endTrial();
    context.setTrialIndex(step.trialIndex);
    const isPractice = step.stage === 'practice';
    const { answered, total } = engine.progress();
    await clock.nextFrame(() =>
      ui.store.set({
        screen: { kind: 'blank' },
        choices: null,
        practice: isPractice,
        progress: isPractice ? null : answered / Math.max(1, total),
      }),
    );
    await clock.wait(GAP_MS);
    const screen = {
      kind: 'choices' as const,
      prompt: step.item.prompt,
      cue: step.item.cue ?? null,
      options: step.options,
      look: spec.look,
    };
    const onsetMs = await clock.showAt(() => ui.store.set({ screen }));
    const say = () => void ui.speakClip(step.item.clip).catch(() => {});
    ui.setReplay(say);
    say();
    const response = await new Promise<TrialResponse<number>>((resolve) => {
      const targets = step.options.flatMap((_, index) => {
        const element = ui.root.querySelector(`[data-option="${index}"]`);
        return element ? [{ element, choice: index }] : [];
      });
      const keys = Object.fromEntries(step.options.map((_, index) => [String(index + 1), index]));
      listenForResponse<number>({ clock, keys, targets, onResponse: resolve });
    });
    const { correct, data } = choiceTrialData(step, {
      chosen: step.options[response.choice]!,
      source: response.source,
      rtMs: response.rtMs,
      onsetMs,
    });
    engine.answer(step, correct);
    await context.record({ ...choiceTrialPlace(step), data });
    return correct;
  }
}
