import type { TaskRunContext } from '../plugin.ts';
import { createTrialClock } from '../runtime/trial-clock.ts';
import { mountGame } from '../ui/mount.tsx';
import { presentMath } from '../ui/math-trial.ts';
import type { MathInput, MathScreen } from '../ui/screen-store.ts';
import { CORE_MATH_ITEMS } from './bank.ts';
import { coreMathClipId, CORE_MATH_SAYS } from './clips.ts';
import { createCoreMathEngine, type CoreMathStep } from './engine.ts';
import { coreMathKey, judgeCoreMathResponse } from './judge.ts';
import { MathPicture } from './picture-view.tsx';
import { coreMathGroupOf, coreMathLanguageOf, type CoreMathParams } from './setup.ts';
import { gradeNumber } from './support.ts';
import { coreMathTrialData, coreMathTrialPlace } from './trial-data.ts';

/** How long the right answer stays after a practice mistake, at least (ms). */
const SHOW_ANSWER_MS = 2_000;

/** Steps a number line is cut into (a placement's precision). */
const LINE_STEPS = 200;

/** The answer input of an item's format. */
function inputOf(step: CoreMathStep): MathInput {
  const { item } = step;
  switch (item.format) {
    case 'choice':
    case 'picture-choice':
      return { kind: 'options', options: step.view.options, selected: null };
    case 'number':
      return { kind: 'keypad', entry: '', decimal: true };
    case 'fraction':
      return { kind: 'fraction', numerator: '', denominator: '', part: 'numerator' };
    case 'number-line':
      return {
        kind: 'number-line',
        min: item.min,
        max: item.max,
        step: (item.max - item.min) / LINE_STEPS,
        value: null,
      };
  }
}

/** The right answer as the screen shows it after a practice mistake. */
function shownAnswer(step: CoreMathStep): string {
  const key = coreMathKey(step.item);
  const option = step.view.options.find((o) => o.value === key);
  return option ? option.label : key;
}

/**
 * Plays one Core Math run: instructions, two practice questions (the right answer shown after a
 * mistake), then questions chosen by the engine until 4 of the last 5 are wrong or the item limit.
 * Each question is read aloud ('Hear it again' repeats it) and shows its picture; it is answered
 * by tapping, typing on keys or the keypad, or placing a number on a line.
 */
export async function playCoreMath(
  context: TaskRunContext<CoreMathParams>,
  taskId: string,
): Promise<void> {
  const { params } = context;
  const language = coreMathLanguageOf(taskId);
  const group = coreMathGroupOf(taskId);
  const clip = (key: string) => coreMathClipId(language, group, key);
  const ui = mountGame(context as TaskRunContext<unknown>, language);
  const clock = createTrialClock();
  const engine = createCoreMathEngine({
    items: CORE_MATH_ITEMS,
    rng: context.rng,
    grade: gradeNumber(context.player.grade),
    practice: params.practice,
    language,
    avoidItemIds: context.player.recentItemIds,
    ...(params.numTrials !== undefined ? { numTrials: params.numTrials } : {}),
    ...(params.stoppingSE !== undefined ? { stoppingSE: params.stoppingSE } : {}),
  });
  engine.replay(context.resume);
  const resumed = context.resume.length > 0;

  const say = async (key: string) => {
    context.audio.stop();
    const shown = ui.waitForContinue({
      kind: 'instructions',
      text: CORE_MATH_SAYS[language][key]!,
    });
    void ui.speakClip(clip(key)).catch(() => {});
    await shown;
    context.audio.stop();
  };

  try {
    await ui.start();
    let step = engine.next();
    if (!params.skipInstructions && !resumed) {
      await say('intro');
      if (step?.stage === 'practice') await say('practice-intro');
    }
    let practised = step?.stage === 'practice';
    while (step) {
      if (step.stage === 'test' && practised && !params.skipInstructions) {
        await ui.instruct('common.practice-done');
        practised = false;
      }
      const correct = await ui.guard(runTrial(step));
      if (step.stage === 'practice') {
        if (correct) await ui.feedback(true, clock);
        else await showAnswer(step);
      }
      step = engine.next();
    }
  } finally {
    clock.endTrial();
    ui.setReplay(null);
    ui.unmount();
  }

  async function showAnswer(done: CoreMathStep) {
    clock.endTrial();
    const current = ui.store.get().screen;
    if (current.kind !== 'math') return;
    ui.store.set({
      screen: {
        ...current,
        hint: CORE_MATH_SAYS[language]['show-answer']!,
        answer: shownAnswer(done),
      },
    });
    await ui.guard(
      Promise.all([ui.speakClip(clip('show-answer')).catch(() => {}), clock.wait(SHOW_ANSWER_MS)]),
    );
  }

  function screenOf(s: CoreMathStep): MathScreen {
    return {
      kind: 'math',
      problem: s.view.prompt,
      look: 'question',
      caption: null,
      figure: s.item.picture ? (
        <MathPicture picture={s.item.picture} language={language} alt={s.view.pictureAlt ?? ''} />
      ) : null,
      input: inputOf(s),
      hint: null,
      answer: null,
    };
  }

  async function runTrial(s: CoreMathStep): Promise<boolean> {
    clock.endTrial();
    context.setTrialIndex(s.trialIndex);
    const practice = s.stage === 'practice';
    const { answered, total } = engine.progress();
    const { onsetMs, answer } = await presentMath(ui, clock, screenOf(s), {
      practice,
      progress: practice ? null : answered / Math.max(1, total),
    });
    const read = () => void ui.speakClip(clip(s.item.id)).catch(() => {});
    ui.setReplay(read);
    read();
    const response = await answer;
    ui.setReplay(null);
    context.audio.stop();
    const correct = judgeCoreMathResponse(s.item, response.value);
    const ability = engine.answer(s, correct);
    const data = coreMathTrialData(s, {
      response: response.value,
      source: response.source,
      rtMs: response.rtMs,
      onsetMs,
      ability,
    });
    await context.record({ ...coreMathTrialPlace(s), data });
    return correct;
  }
}
