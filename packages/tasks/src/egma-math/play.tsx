import type { TaskRunContext } from '../plugin.ts';
import { itemClipId } from '../choice/clips.ts';
import { MathPicture } from '../core-math/picture-view.tsx';
import { createTrialClock } from '../runtime/trial-clock.ts';
import { mountGame } from '../ui/mount.tsx';
import { presentMath } from '../ui/math-trial.ts';
import type { MathInput, MathScreen } from '../ui/screen-store.ts';
import { ageBandOf } from './age-band.ts';
import type { EgmaParams } from './definition.ts';
import { createEgmaEngine, type EgmaStep } from './engine.ts';
import { EGMA_RETRY_CLIP, egmaBlockClip } from './instructions.ts';
import { EGMA_BLOCK_TEXTS, EGMA_RETRY_TEXT } from './texts.ts';
import { egmaTrialData, egmaTrialPlace } from './trial-data.ts';

/** How long 'try again' stays before the item comes back (ms). */
const RETRY_MS = 1_200;
/** Places on the slider's line (a thousandth: sliderResponse's precision). */
const SLIDER_STEPS = 1000;

/** What the item shows: the question, and the problem or number when there is one to see. */
function screenOf(step: EgmaStep): MathScreen {
  const { item } = step;
  const options = step.options.map((value) => ({ value, label: value }));
  const base = { kind: 'math' as const, figure: null, hint: null, answer: null };
  const choose: MathInput = { kind: 'options', options, selected: null };
  switch (step.format) {
    case 'number-identification':
    case 'number-comparison':
      return { ...base, look: 'question', problem: item.prompt, caption: null, input: choose };
    case 'missing-number':
    case 'arithmetic':
      return {
        ...base,
        look: 'problem',
        problem: item.stimulus,
        caption: item.prompt,
        input: choose,
      };
    case 'number-line-choice': {
      const [min, max] = item.range!;
      return {
        ...base,
        look: 'question',
        problem: item.prompt,
        caption: null,
        figure: (
          <MathPicture
            picture={{ kind: 'marked-line', min, max, ticks: 10, mark: item.target! }}
            language="en"
            alt={`A number line from ${min} to ${max} with a mark on it.`}
          />
        ),
        input: choose,
      };
    }
    case 'number-line-slider': {
      const [min, max] = item.range!;
      return {
        ...base,
        look: 'problem',
        problem: item.stimulus,
        caption: item.prompt,
        input: { kind: 'number-line', min, max, step: (max - min) / SLIDER_STEPS, value: null },
      };
    }
  }
}

/**
 * Plays one Math Game run: the blocks of the child's age band in order, each introduced aloud;
 * practice items come back after a mistake (at most three tries, then the game goes on); a block
 * ends after its run of consecutive errors. Each item's question is spoken ('Hear it again'
 * repeats it), with the number to find or place where there is one.
 */
export async function playEgma(context: TaskRunContext<EgmaParams>, taskId: string): Promise<void> {
  const { params } = context;
  const clip = (key: string) => itemClipId('en', taskId, key);
  const ui = mountGame(context as TaskRunContext<unknown>, 'en');
  const clock = createTrialClock();
  const engine = createEgmaEngine({
    band: ageBandOf(context.player.ageMonths, context.player.grade),
    rng: context.rng,
    practice: params.practice,
    ...(params.itemsPerBlock !== undefined ? { itemsPerBlock: params.itemsPerBlock } : {}),
  });
  engine.replay(context.resume);
  const resumedAt = context.resume.length > 0 ? engine.next() : null;

  const say = async (key: string, text: string) => {
    context.audio.stop();
    const shown = ui.waitForContinue({ kind: 'instructions', text });
    void ui.speakClip(clip(key)).catch(() => {});
    await shown;
    context.audio.stop();
  };

  try {
    await ui.start();
    for (let step = engine.next(); step; step = engine.next()) {
      if (!params.skipInstructions && step !== resumedAt) {
        const texts = EGMA_BLOCK_TEXTS[step.block];
        if (step.opensBlock) await say(egmaBlockClip(step.block, 'intro'), texts.intro);
        if (step.opensBlock && step.stage === 'practice' && texts.practiceIntro) {
          await say(egmaBlockClip(step.block, 'practice-intro'), texts.practiceIntro);
        }
      }
      const correct = await ui.guard(runTrial(step));
      if (step.stage === 'practice') await practiceFeedback(step, correct);
    }
  } finally {
    clock.endTrial();
    ui.setReplay(null);
    ui.unmount();
  }

  async function practiceFeedback(done: EgmaStep, correct: boolean) {
    const again = engine.next();
    if (correct || again?.item.id !== done.item.id) {
      await ui.feedback(correct, clock);
      return;
    }
    clock.endTrial();
    const current = ui.store.get().screen;
    if (current.kind === 'math') ui.store.set({ screen: { ...current, hint: EGMA_RETRY_TEXT } });
    await ui.guard(
      Promise.all([ui.speakClip(clip(EGMA_RETRY_CLIP)).catch(() => {}), clock.wait(RETRY_MS)]),
    );
  }

  async function runTrial(s: EgmaStep): Promise<boolean> {
    clock.endTrial();
    context.setTrialIndex(s.trialIndex);
    const practice = s.stage === 'practice';
    const { answered, total } = engine.progress();
    const { onsetMs, answer } = await presentMath(ui, clock, screenOf(s), {
      practice,
      progress: practice ? null : answered / Math.max(1, total),
    });
    const read = async () => {
      await ui.speakClip(clip(egmaBlockClip(s.block, 'prompt')));
      if (s.item.clip) await ui.speakClip(clip(s.item.clip));
    };
    ui.setReplay(() => void read().catch(() => {}));
    void read().catch(() => {});
    const response = await answer;
    ui.setReplay(null);
    context.audio.stop();
    const { correct, data } = egmaTrialData(s, {
      response: response.value,
      source: response.source,
      rtMs: response.rtMs,
      onsetMs,
    });
    engine.answer(s, correct);
    await context.record({ ...egmaTrialPlace(s), data });
    return correct;
  }
}
